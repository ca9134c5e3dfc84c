import type { Core } from '@strapi/strapi';
import { findPage } from '../../../plugins/contract/public';
import { outbox } from '../../../plugins/queue/public';
import { NOTIFICATION, type NotificationRow } from '../content-types/rows';
import { MAIL_DUE } from './delivery';
import type { Notice } from './rules';

type Page = { page: number; perPage: number };
export type AdminFilters = { type?: string; userId?: number };

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The in-app notification store: one row per event and recipient, read and marked by its owner. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(NOTIFICATION);

  const page = (where: Record<string, unknown>, { page, perPage }: Page) =>
    findPage<NotificationRow>(rows(), { where, orderBy: NEWEST_FIRST, page, perPage });

  return {
    /**
     * Writes one notice once: a second write of the same occurrence returns the first row. A row
     * that asks for e-mail records the mail's event with it, in one transaction.
     */
    async store(notice: Notice, occurrence: string): Promise<NotificationRow> {
      const dedupeKey = `${occurrence}:${notice.userId}`.slice(0, 191);
      return strapi.db.transaction(async () => {
        const found = (await rows().findOne({ where: { dedupe_key: dedupeKey } })) as NotificationRow | null;
        if (found) return found;
        // Two deliveries of one event at once: the unique index refuses the second, whose
        // transaction rolls back and whose event is delivered again (and finds this row).
        const row = (await rows().create({
          data: {
            user_id: notice.userId,
            type: notice.type,
            title: notice.title,
            body: notice.body,
            data: notice.data,
            state: 'unread',
            dedupe_key: dedupeKey,
            mail: notice.mail,
          },
        })) as NotificationRow;
        if (notice.mail)
          await outbox(strapi).emit(
            MAIL_DUE,
            { notification_id: row.id },
            { key: `notification-mail:${row.id}` },
          );
        return row;
      });
    },

    mine: (userId: number, request: Page) => page({ user_id: userId }, request),

    async unreadCount(userId: number) {
      return Number(await rows().count({ where: { user_id: userId, state: 'unread' } }));
    },

    /** One's own notification, marked read (the first read time is kept); null when it is not the caller's. */
    async markRead(userId: number, id: number): Promise<NotificationRow | null> {
      await rows().updateMany({
        where: { id, user_id: userId, state: 'unread' },
        data: { state: 'read', read_at: new Date() },
      });
      return (await rows().findOne({ where: { id, user_id: userId } })) as NotificationRow | null;
    },

    async markAllRead(userId: number) {
      const { count } = await rows().updateMany({
        where: { user_id: userId, state: 'unread' },
        data: { state: 'read', read_at: new Date() },
      });
      return count;
    },

    all(filters: AdminFilters, request: Page) {
      const where: Record<string, unknown> = {};
      if (filters.type) where.type = filters.type;
      if (filters.userId) where.user_id = filters.userId;
      return page(where, request);
    },
  };
};
