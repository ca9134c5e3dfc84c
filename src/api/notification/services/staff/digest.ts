import type { Core } from '@strapi/strapi';
import { outbox } from '../../../../plugins/queue/public';
import { NOTIFICATION, type NotificationRow } from '../../content-types/rows';
import { mailNotice } from '../mail/send';
import { accounts } from '../../../../plugins/accounts/public';

/** A digest window has ended: its staff entries are gathered into one mail per admin. */
export const STAFF_DIGEST_DUE = 'notifications.staff_digest_due';
/** One admin's digest mail. */
export const STAFF_DIGEST_MAIL = 'notifications.staff_digest_mail';

const windowMs = (strapi: Core.Strapi) =>
  Math.max(1, Number(strapi.config.get('notifications.staffDigestSeconds') ?? 300)) * 1000;

/**
 * A staff entry that asks for e-mail: a digest is due at the end of the window it falls in. Each
 * entry records its own digest event (in its own transaction), so an entry that commits after its
 * window's digest has run is still gathered, by its own event; the first event of a window gathers
 * every entry committed by then and the others find nothing left. An admin gets one mail per window,
 * and a second one only for an entry whose transaction was still open when the first was sent.
 */
export const scheduleDigest = async (strapi: Core.Strapi, entryId: number) => {
  const size = windowMs(strapi);
  const window = Math.floor(Date.now() / size);
  await outbox(strapi).emit(
    STAFF_DIGEST_DUE,
    { window },
    { key: `staff-digest:entry:${entryId}`, availableAt: new Date((window + 1) * size) },
  );
};

/**
 * Gathers every staff entry not mailed yet (a window's, and any left by an earlier one) and
 * records one digest mail per admin, in one transaction with the entries' mark: a repeated
 * delivery finds them marked and records nothing again. The mail's key names the first entry
 * this gathering claimed, which no other gathering can claim.
 */
export const gatherDigest = async (strapi: Core.Strapi, window: number) => {
  await strapi.db.transaction(async () => {
    const rows = strapi.db.query(NOTIFICATION);
    const due = (await rows.findMany({
      where: { audience: 'staff', mail: true, emailed_at: null },
      orderBy: { id: 'asc' },
      select: ['id'],
    })) as Array<{ id: number }>;
    // Each entry is claimed only while still unmarked: two digests gathering at once (PostgreSQL
    // reads what is committed) may both read it, and the later update then finds it marked and
    // leaves it to the other. In id order on both sides, so neither waits on the other in a cycle.
    const ids: number[] = [];
    for (const { id } of due) {
      const { count } = await rows.updateMany({
        where: { id, emailed_at: null },
        data: { emailed_at: new Date() },
      });
      if (count > 0) ids.push(id);
    }
    if (ids.length === 0) return;
    for (const userId of await accounts(strapi).people.staffIds())
      await outbox(strapi).emit(
        STAFF_DIGEST_MAIL,
        { user_id: userId, notification_ids: ids },
        { key: `staff-digest:${window}:${ids[0]}:${userId}` },
      );
  });
};

/** Sends one admin's digest: the entry itself when it holds one, else a list of them. */
export const sendDigest = async (strapi: Core.Strapi, userId: number, ids: number[]) => {
  const rows = (await strapi.db.query(NOTIFICATION).findMany({
    where: { id: { $in: ids } },
    orderBy: { id: 'asc' },
  })) as NotificationRow[];
  if (rows.length === 0) return;
  const [first] = rows;
  const title = rows.length === 1 ? first.title : `${rows.length} new staff notifications`;
  const body =
    rows.length === 1
      ? (first.body ?? '')
      : rows.map((row) => `• ${row.title}: ${row.body ?? ''}`).join('\n');
  await mailNotice(strapi, userId, title, body);
};
