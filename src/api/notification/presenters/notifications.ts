import type { NotificationRow } from '../content-types/rows';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The legacy row shape (legacy-behaviour §3.8), integer ids (CONTRACT §1); `state` answered as `status`.
 * An entry of the staff's shared inbox is `notifiable_type` `staff` with no `notifiable_id`; in an
 * admin's own list its `user_id`, `status` and `read_at` are that admin's.
 */
export const presentNotification = (row: NotificationRow) => ({
  id: row.id,
  title: row.title,
  type: row.type,
  notifiable_type: row.audience === 'staff' ? 'staff' : 'user',
  notifiable_id: row.audience === 'staff' ? null : row.user_id,
  body: row.body,
  data: row.data ?? {},
  status: row.state,
  read_at: iso(row.read_at),
  user_id: row.user_id,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
