import type { PlaceKind, PlaceRecord } from '../../ports/catalog-slice-reader';
import { openingWindow } from './clock';
import { categoryKey } from './interests';
import type { Place } from './types';

/** A meal's length when the catalog says nothing (restaurants have no visit duration). */
const MEAL_MINUTES = 60;
/** A visit's length when the catalog says nothing. */
const VISIT_MINUTES = 90;

/** What one of a place costs: an attraction's entry or a meal per person, a hotel's room per night. */
const priceOf = (kind: PlaceKind, record: PlaceRecord) =>
  kind === 'hotel'
    ? (record.price_per_night ?? 0)
    : kind === 'restaurant'
      ? (record.price_cents ?? 0) / 100
      : (record.price ?? 0);

/** A located catalog record as the planner sees it: opening hours in minutes, its category as a key. */
export const placeFrom = (kind: PlaceKind, record: PlaceRecord): Place => {
  const hours = kind === 'hotel' ? null : openingWindow(record.opening_hours);
  return {
    id: record.id,
    kind,
    name: record.name,
    destinationId: record.destination_id,
    lat: record.latitude,
    lng: record.longitude,
    price: priceOf(kind, record),
    currency: record.currency ?? 'USD',
    opens: hours?.opens ?? null,
    closes: hours?.closes ?? null,
    durationMinutes:
      kind === 'attraction' ? (record.duration_minutes ?? VISIT_MINUTES) || VISIT_MINUTES : MEAL_MINUTES,
    category: record.category === null ? null : categoryKey(record.category),
    rating: record.rating,
  };
};
