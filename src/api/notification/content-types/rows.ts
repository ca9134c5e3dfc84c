/**
 * What the notifications module stores: the content type's UID and its row as the query engine
 * returns it. (Strapi loads only the folders of `content-types/`.)
 */
export const NOTIFICATION = 'api::notification.notification';

export type NotificationRow = {
  id: number;
  user_id: number;
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
