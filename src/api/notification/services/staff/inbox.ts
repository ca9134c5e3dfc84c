import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns, tableOf } from '../../../../plugins/platform/public';
import { NOTIFICATION, NOTIFICATION_READ, type NotificationRow } from '../../content-types/rows';

const STAFF_ROWS = { audience: 'staff' };
const CHUNK = 500;

/**
 * The admins' shared inbox: one notification row per staff event, seen by every admin, each with
 * their own read state (a read mark per admin and entry). An admin's own view of an entry answers
 * the entry with that admin's state and the admin as its `user_id`.
 */
export const staffInbox = (strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection as unknown as Knex;
  const reads = () => strapi.db.query(NOTIFICATION_READ);

  /** Marks `ids` read by `userId` (a mark already there keeps its first time). */
  const mark = async (userId: number, ids: number[]) => {
    const now = new Date();
    for (let at = 0; at < ids.length; at += CHUNK) {
      const rows = ids
        .slice(at, at + CHUNK)
        .map((id) => ({ ...newRowColumns(now), notification_id: id, user_id: userId, read_at: now }));
      await knex()(tableOf(strapi, NOTIFICATION_READ))
        .insert(rows)
        .onConflict(['user_id', 'notification_id'])
        .ignore();
    }
  };

  /** The staff entries `userId` has not read, as a query of their ids. */
  const unreadIds = (userId: number) =>
    knex()(`${tableOf(strapi, NOTIFICATION)} as n`)
      .select('n.id')
      .where('n.audience', 'staff')
      .whereNotExists((read) =>
        read
          .select(knex().raw('1'))
          .from(`${tableOf(strapi, NOTIFICATION_READ)} as r`)
          .whereRaw('r.notification_id = n.id')
          .andWhere('r.user_id', userId),
      );

  return {
    /** `rows` as `userId` sees them: staff entries with that admin's read state. */
    async asSeenBy(userId: number, rows: NotificationRow[]): Promise<NotificationRow[]> {
      const staff = rows.filter((row) => row.audience === 'staff').map((row) => row.id);
      if (staff.length === 0) return rows;
      const marks = (await reads().findMany({
        where: { user_id: userId, notification_id: { $in: staff } },
      })) as Array<{ notification_id: number; read_at: string | Date }>;
      const readAt = new Map(marks.map((m) => [Number(m.notification_id), m.read_at]));
      return rows.map((row) =>
        row.audience !== 'staff'
          ? row
          : {
              ...row,
              user_id: userId,
              state: readAt.has(row.id) ? 'read' : 'unread',
              read_at: readAt.get(row.id) ?? null,
            },
      );
    },

    async unreadCount(userId: number): Promise<number> {
      const row = (await knex().count({ count: '*' }).from(unreadIds(userId).as('u')).first()) as {
        count: number | string;
      };
      return Number(row.count);
    },

    /** Marks one staff entry read by `userId`; null when there is no such entry. */
    async markRead(userId: number, id: number): Promise<NotificationRow | null> {
      const row = (await strapi.db
        .query(NOTIFICATION)
        .findOne({ where: { id, ...STAFF_ROWS } })) as NotificationRow | null;
      if (!row) return null;
      await mark(userId, [id]);
      return (await this.asSeenBy(userId, [row]))[0];
    },

    /** Marks every staff entry read by `userId`; answers the ids of those that were unread. */
    async markAllRead(userId: number): Promise<number[]> {
      const ids = ((await unreadIds(userId)) as Array<{ id: number }>).map((row) => Number(row.id));
      await mark(userId, ids);
      return ids;
    },
  };
};
