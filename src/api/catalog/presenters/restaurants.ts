import type { Row } from '../services/read/collection-spec';
import { iso, num } from './values';

/** A restaurant as the catalog answers it (numbers as JSON numbers on every database). */
export const presentRestaurant = (row: Row) => ({
  id: row.id,
  destination_id: num(row.destination_id),
  category_id: num(row.category_id),
  name: row.name,
  description: row.description ?? null,
  cuisine: row.cuisine ?? null,
  price_range: row.price_range ?? null,
  price_cents: num(row.price_cents),
  currency: row.currency ?? 'USD',
  rating: num(row.rating),
  address: row.address ?? null,
  image: row.image ?? null,
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  opening_hours: row.opening_hours ?? null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
