import { openingWindow } from './clock';
import type { Catalogue, Place, PlaceKind } from './types';

/** A meal's length when the catalog says nothing (restaurants have no visit duration). */
const MEAL_MINUTES = 60;

type Row = Record<string, unknown>;
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * A catalog record as the planner sees it; null when it has no coordinates (it cannot be routed).
 * Restaurants are priced per person from `price_cents`, hotels per room and night.
 */
export const placeFrom = (kind: PlaceKind, row: Row, category: string | null = null): Place | null => {
  const lat = row.latitude;
  const lng = row.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  const hours = kind === 'hotel' ? null : openingWindow(row.opening_hours as string | null);
  const price =
    kind === 'hotel'
      ? numberOr(row.price_per_night, 0)
      : kind === 'restaurant'
        ? numberOr(row.price_cents, 0) / 100
        : numberOr(row.price, 0);
  return {
    id: row.id as number,
    kind,
    name: String(row.name),
    destinationId: row.destination_id as number,
    lat,
    lng,
    price,
    currency: (row.currency as string) ?? 'USD',
    opens: hours?.opens ?? null,
    closes: hours?.closes ?? null,
    durationMinutes: kind === 'attraction' ? numberOr(row.duration_minutes, 90) || 90 : MEAL_MINUTES,
    category,
    rating: typeof row.rating === 'number' ? row.rating : null,
  };
};

export const emptyCatalogue = (): Catalogue => ({
  destinations: [],
  attractions: [],
  restaurants: [],
  hotels: [],
});
