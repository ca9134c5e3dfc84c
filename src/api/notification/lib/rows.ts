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

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** The legacy row shape (legacy-behaviour §3.8), integer ids (CONTRACT §1). */
export const presentNotification = (row: NotificationRow) => ({
  id: row.id,
  title: row.title,
  type: row.type,
  notifiable_type: 'user',
  notifiable_id: row.user_id,
  body: row.body,
  data: row.data ?? {},
  status: row.state,
  read_at: iso(row.read_at),
  user_id: row.user_id,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
