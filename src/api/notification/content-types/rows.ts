/**
 * What the notifications module stores: the content type's UID and its row as the query engine
 * returns it. (Strapi loads only the folders of `content-types/`.)
 */
export const NOTIFICATION = 'api::notification.notification';
/** Which admin has read which entry of the staff inbox (the entry is one row for all of them). */
export const NOTIFICATION_READ = 'api::notification.notification-read';

export type NotificationRow = {
  id: number;
  /** The recipient; null for an entry of the admins' shared inbox (`audience` staff). */
  user_id: number | null;
  /** `staff`: one entry every admin sees; `user` (or null on rows older than the column): one person's. */
  audience: 'user' | 'staff' | null;
  type: string;
  title: string;
  body: string | null;
  data: Record<string, unknown> | null;
  /** `status` in the API: Strapi 5 reserves `status` as an attribute name. */
  state: 'unread' | 'read';
  read_at: string | Date | null;
  dedupe_key: string;
  mail: boolean;
  emailed_at: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};
