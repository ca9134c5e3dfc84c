import type { Row } from '../services/read/collection-spec';
import { iso } from './values';

/** A category as the catalog answers it (numbers as JSON numbers on every database). */
export const presentCategory = (row: Row) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  icon: row.icon ?? null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
