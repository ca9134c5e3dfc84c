import type { Row } from '../services/read/collection-spec';
import { iso, num } from './values';

/** A flight as the catalog answers it (numbers as JSON numbers on every database). */
export const presentFlight = (row: Row) => ({
  id: row.id,
  airline: row.airline,
  flight_number: row.flight_number,
  departure_airport: row.departure_airport,
  arrival_airport: row.arrival_airport,
  departure_date: iso(row.departure_date),
  arrival_date: iso(row.arrival_date),
  price: num(row.price),
  currency: row.currency ?? 'USD',
  booking_status: row.booking_status ?? 'confirmed',
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
