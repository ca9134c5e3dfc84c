import type { Row } from '../services/read/collection-spec';
import { iso, num } from './values';

/** A city as the catalog answers it (numbers as JSON numbers on every database). */
export const presentCity = (row: Row) => ({
  id: row.id,
  name: row.name,
  country_id: num(row.country_id),
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
