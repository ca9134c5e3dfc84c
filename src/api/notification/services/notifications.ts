import type { Core } from '@strapi/strapi';
import { findPage } from '../../../plugins/platform/public';
import { outbox } from '../../../plugins/queue/public';
import { NOTIFICATION, type NotificationRow } from '../content-types/rows';
import { MAIL_DUE } from './delivery';
import { STAFF, type Notice } from './rules';
import { scheduleDigest } from './staff/digest';
import { staffInbox } from './staff/inbox';
import { announceCreated, announceRead } from './live/notification-events';

type Page = { page: number; perPage: number };
export type AdminFilters = { type?: string; userId?: number };

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/**
 * The in-app notification store: one row per event and recipient, read and marked by its owner;
 * and one row per staff event, the admins' shared inbox (`staff`: the caller is an admin).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(NOTIFICATION);
  const staff = staffInbox(strapi);

  const page = (where: Record<string, unknown>, { page, perPage }: Page) =>
    findPage<NotificationRow>(rows(), { where, orderBy: NEWEST_FIRST, page, perPage });

  return {
    /**
     * Writes one notice once: a second write of the same occurrence returns the first row. A row
     * that asks for e-mail records the mail's event with it, in one transaction.
     */
    async store(notice: Notice, occurrence: string): Promise<NotificationRow> {
      const toStaff = notice.userId === STAFF;
      const dedupeKey = `${occurrence}:${notice.userId ?? 'staff'}`.slice(0, 191);
      return strapi.db.transaction(async () => {
        const found = (await rows().findOne({ where: { dedupe_key: dedupeKey } })) as NotificationRow | null;
        if (found) return found;
        // Two deliveries of one event at once: the unique index refuses the second, whose
        // transaction rolls back and whose event is delivered again (and finds this row).
        const row = (await rows().create({
          data: {
            user_id: notice.userId,
            audience: toStaff ? 'staff' : 'user',
            type: notice.type,
            title: notice.title,
            body: notice.body,
            data: notice.data,
            state: 'unread',
            dedupe_key: dedupeKey,
            mail: notice.mail,
          },
        })) as NotificationRow;
        if (notice.mail && toStaff) await scheduleDigest(strapi, row.id);
        else if (notice.mail)
          await outbox(strapi).emit(
            MAIL_DUE,
            { notification_id: row.id },
            { key: `notification-mail:${row.id}` },
          );
        await announceCreated(strapi, row);
        return row;
      });
    },

    /** The caller's notifications, and for an admin (`isStaff`) the staff inbox's entries among them. */
    async mine(userId: number, request: Page, isStaff = false) {
      const where = isStaff ? { $or: [{ user_id: userId }, { audience: 'staff' }] } : { user_id: userId };
      const { items, total } = await page(where, request);
      return { items: isStaff ? await staff.asSeenBy(userId, items) : items, total };
    },

    async unreadCount(userId: number, isStaff = false) {
      const own = Number(await rows().count({ where: { user_id: userId, state: 'unread' } }));
      return own + (isStaff ? await staff.unreadCount(userId) : 0);
    },

    /**
     * One's own notification (or, for an admin, a staff entry), marked read (the first read time
     * is kept); null when it is not the caller's.
     */
    async markRead(userId: number, id: number, isStaff = false): Promise<NotificationRow | null> {
      const { count } = await rows().updateMany({
        where: { id, user_id: userId, state: 'unread' },
        data: { state: 'read', read_at: new Date() },
      });
      const own = (await rows().findOne({ where: { id, user_id: userId } })) as NotificationRow | null;
      const row = own ?? (isStaff ? await staff.markRead(userId, id) : null);
      // Told of an own row this call marked, or of a staff entry (its mark is idempotent).
      if ((own && count > 0) || (!own && row)) await announceRead(strapi, userId, [id], isStaff);
      return row;
    },

    /** Marks every unread notification of the caller read; answers how many were. */
    async markAllRead(userId: number, isStaff = false) {
      const unread = (await rows().findMany({
        where: { user_id: userId, state: 'unread' },
        select: ['id'],
      })) as Array<{ id: number }>;
      const ids = unread.map((row) => row.id);
      // The count is of the rows this call marked: a read-all at the same moment marks the others.
      const { count } =
        ids.length > 0
          ? await rows().updateMany({
              where: { id: { $in: ids }, state: 'unread' },
              data: { state: 'read', read_at: new Date() },
            })
          : { count: 0 };
      const staffIds = isStaff ? await staff.markAllRead(userId) : [];
      await announceRead(strapi, userId, [...(count > 0 ? ids : []), ...staffIds], isStaff);
      return count + staffIds.length;
    },

    all(filters: AdminFilters, request: Page) {
      const where: Record<string, unknown> = {};
      if (filters.type) where.type = filters.type;
      if (filters.userId) where.user_id = filters.userId;
      return page(where, request);
    },
  };
};
