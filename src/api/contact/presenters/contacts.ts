import type { ContactRow } from '../content-types/rows';

/** A contact message as staff see it; the stored `state` is answered as `status`. */
export const presentContact = (row: ContactRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject ?? null,
  message: row.message,
  status: row.state,
  user_id: row.user_id,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});
