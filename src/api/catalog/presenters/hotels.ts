import type { Row } from '../services/read/collection-spec';
import { iso, num } from './values';

/** A hotel as the catalog answers it (numbers as JSON numbers on every database). */
export const presentHotel = (row: Row) => ({
  id: row.id,
  destination_id: num(row.destination_id),
  name: row.name,
  description: row.description ?? null,
  address: row.address ?? null,
  price_per_night: num(row.price_per_night),
  currency: row.currency ?? 'USD',
  rating: num(row.rating),
  stars: num(row.stars),
  availability: Boolean(row.availability),
  image: row.image ?? null,
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  amenities: typeof row.amenities === 'string' ? JSON.parse(row.amenities) : (row.amenities ?? []),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
