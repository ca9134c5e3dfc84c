import type { NotificationRow } from '../content-types/rows';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** The legacy row shape (legacy-behaviour §3.8), integer ids (CONTRACT §1); `state` answered as `status`. */
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
