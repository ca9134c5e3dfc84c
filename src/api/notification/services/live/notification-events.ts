import type { Core } from '@strapi/strapi';
import { accounts } from '../../../../plugins/accounts/public';
import { live, userChannel } from '../../../../plugins/live/public';
import type { NotificationRow } from '../../content-types/rows';
import { presentNotification } from '../../presenters/notifications';
import { notifications } from '../../accessor';
import { staffInbox } from '../staff/inbox';

/**
 * `notification.created` on the recipient's own channel once the row commits: the notification as
 * `GET /notifications` lists it to them, and their unread count then (`{data, meta: {unread_count}}`).
 * A staff entry goes to every admin's channel, as that admin sees it.
 */
export const announceCreated = async (strapi: Core.Strapi, row: NotificationRow) => {
  const staff = new Set(await accounts(strapi).people.staffIds());
  const recipients = row.audience === 'staff' ? [...staff] : row.user_id === null ? [] : [row.user_id];
  for (const userId of recipients)
    await live(strapi).live.afterCommit(userChannel(userId), 'notification.created', async () => {
      const [seen] = await staffInbox(strapi).asSeenBy(userId, [row]);
      const unread = await notifications(strapi).notifications.unreadCount(userId, staff.has(userId));
      return { data: presentNotification(seen), meta: { unread_count: unread } };
    });
};

/** `notifications.read` `{ids, unread_count}` on the reader's channel, once the marks commit. */
export const announceRead = async (strapi: Core.Strapi, userId: number, ids: number[], isStaff: boolean) => {
  if (ids.length === 0) return;
  await live(strapi).live.afterCommit(userChannel(userId), 'notifications.read', async () => ({
    ids,
    unread_count: await notifications(strapi).notifications.unreadCount(userId, isStaff),
  }));
};
