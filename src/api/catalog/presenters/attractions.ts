import type { Row } from '../services/read/collection-spec';
import { iso, num } from './values';

/** An attraction as the catalog answers it (numbers as JSON numbers on every database). */
export const presentAttraction = (row: Row) => ({
  id: row.id,
  destination_id: num(row.destination_id),
  category_id: num(row.category_id),
  name: row.name,
  description: row.description ?? null,
  image: row.image ?? null,
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  price: num(row.price),
  currency: row.currency ?? 'USD',
  opening_hours: row.opening_hours ?? null,
  duration_minutes: num(row.duration_minutes),
  rating: num(row.rating),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
