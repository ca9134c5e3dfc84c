import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  NotFoundError,
  pageRequestOf,
  QueryReader,
  readPageRequest,
  recordIdOrNotFound,
  respond,
  respondWithPage,
} from '../../../plugins/contract/public';
import { presentNotification } from '../presenters/notifications';
import { notifications } from '../accessor';

const NOT_FOUND = 'Notification not found';

/** Admins also see (and read for themselves) the entries of the staff's shared inbox. */
const isStaff = (ctx: Context) =>
  (ctx.state.principal.roles as string[]).some((role) => role === 'admin' || role === 'super_admin');

/** The caller's notifications (and, for admins, everyone's). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => notifications(strapi).notifications;

  return {
    async index(ctx: Context) {
      const page = pageRequestOf(ctx);
      const userId = ctx.state.principal.id as number;
      const [{ items, total }, unread] = await Promise.all([
        store().mine(userId, page, isStaff(ctx)),
        store().unreadCount(userId, isStaff(ctx)),
      ]);
      respondWithPage(ctx, items.map(presentNotification), page, total, {
        message: 'Notifications retrieved successfully',
        meta: { unread_count: unread },
      });
    },

    async readAll(ctx: Context) {
      const marked = await store().markAllRead(ctx.state.principal.id, isStaff(ctx));
      respond(ctx, null, { message: 'All notifications marked as read', meta: { marked } });
    },

    async read(ctx: Context) {
      const id = recordIdOrNotFound(ctx.params.notification, NOT_FOUND);
      const row = await store().markRead(ctx.state.principal.id, id, isStaff(ctx));
      // Someone else's notification does not exist for the caller (no existence leak).
      if (!row) throw new NotFoundError(NOT_FOUND);
      respond(ctx, presentNotification(row), { message: 'Notification marked as read' });
    },

    async adminIndex(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      const filters = {
        type: reader.string('type', { max: 60 }),
        userId: reader.recordId('user_id'),
      };
      reader.assertValid();
      const { items, total } = await store().all(filters, page);
      respondWithPage(ctx, items.map(presentNotification), page, total, {
        message: 'Notifications retrieved successfully',
      });
    },
  };
};
