import type { Core } from '@strapi/strapi';
import { outbox, type OutboxEvent } from '../../../plugins/queue/public';
import { NOTIFICATION, type NotificationRow } from '../content-types/rows';
import { notifications } from '../accessor';
import { mailNotice } from './mail/send';
import { RULES, type NotificationRule } from './rules';
import { gatherDigest, sendDigest, STAFF_DIGEST_DUE, STAFF_DIGEST_MAIL } from './staff/digest';

/** The event of a notification row that asks for an e-mail (recorded with the row, sent by the relay). */
export const MAIL_DUE = 'notifications.mail_due';

/** The relay's lane of every mail: a slow mail server holds back no in-app notification. */
const MAIL = 'mail';

/** An event whose fact the database does not show: the relay tries it again later. */
class NotYetVisible extends Error {}

/**
 * Domain events → notifications. Each event the rules know reaches `deliver` through the outbox
 * (recorded in the transaction of the change it reports); `deliver` writes one row per recipient
 * (in-app, always), and a row that asks for e-mail records its own `notifications.mail_due` event
 * in the same transaction; `mail` sends it once and marks the row. Every step is idempotent (the
 * rows by the event's occurrence, the mail by the row's mark), so a repeated delivery is harmless.
 * Staff events write one entry of the admins' shared inbox, mailed in a digest (`staff/digest`).
 * Mail travels in the relay's own lane.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Consumes the domain events (app bootstrap). */
  subscribe() {
    for (const rule of Object.values(RULES))
      outbox(strapi).consume(rule.event, (event) => this.deliver(rule, event));
    outbox(strapi).consume(MAIL_DUE, (event) => this.mail(Number(event.payload.notification_id)), {
      lane: MAIL,
    });
    // The staff digest travels with the other mails, apart from the in-app notifications.
    outbox(strapi).consume(STAFF_DIGEST_DUE, (event) => this.gatherDigest(Number(event.payload.window)), {
      lane: MAIL,
    });
    outbox(strapi).consume(
      STAFF_DIGEST_MAIL,
      (event) =>
        sendDigest(
          strapi,
          Number(event.payload.user_id),
          (event.payload.notification_ids as number[]).map(Number),
        ),
      { lane: MAIL },
    );
  },

  async deliver(rule: NotificationRule, event: Pick<OutboxEvent, 'id' | 'topic' | 'payload'>) {
    const notices = await rule.notices(strapi, event.payload);
    if (notices === null) throw new NotYetVisible(`${event.topic} #${event.id}: not visible in the database`);
    for (const notice of notices)
      await notifications(strapi).notifications.store(notice, rule.key(event.payload));
  },

  /** A digest window has ended: the staff entries not mailed yet become one mail per admin. */
  gatherDigest(window: number) {
    return gatherDigest(strapi, window);
  },

  async mail(id: number) {
    const rows = strapi.db.query(NOTIFICATION);
    const row = (await rows.findOne({ where: { id } })) as NotificationRow | null;
    if (!row?.user_id || row.emailed_at) return;
    // Sent, then marked: a crash in between sends it again on the retry (at least once, never lost).
    if (await mailNotice(strapi, row.user_id, row.title, row.body ?? ''))
      await rows.update({ where: { id }, data: { emailed_at: new Date() } });
  },
});
