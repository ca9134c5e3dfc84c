import type { DestinationVisitRow, ItineraryItemRow, TripRow } from '../content-types/rows';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const interestsOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim().startsWith('[')) return JSON.parse(value);
  return [];
};

/** A trip's own fields (legacy-behaviour §3.3 and §5), numbers as numbers on every database. */
export const presentTrip = (row: TripRow) => ({
  id: row.id,
  user_id: row.user_id,
  title: row.title,
  description: row.description ?? null,
  travel_style: row.travel_style ?? null,
  interests: interestsOf(row.interests),
  no_of_travelers: row.no_of_travelers ?? 1,
  budget: Number(row.budget ?? 0),
  no_of_days: row.no_of_days ?? null,
  start_date: row.start_date ?? null,
  end_date: row.end_date ?? null,
  status: row.state,
  estimated_cost: numberOrNull(row.estimated_cost),
  is_public: Boolean(row.is_public),
  is_fork: Boolean(row.is_fork),
  parent_trip_id: row.parent_trip_id ?? null,
  original_trip_id: row.original_trip_id ?? null,
  source_version_id: row.source_version_id ?? null,
  confirmation_code: row.confirmation_code ?? null,
  agency_assignment_id: row.agency_assignment_id ?? null,
  version: Number(row.version ?? 1),
  created_at: iso(row.createdAt ?? row.created_at),
  updated_at: iso(row.updatedAt ?? row.updated_at),
});

export const presentItem = (row: ItineraryItemRow, itemable: Record<string, unknown> | null) => ({
  id: row.id,
  itemable_type: row.itemable_type ?? null,
  itemable_id: row.itemable_id ?? null,
  itemable,
  day_number: row.day_number,
  item_order: Number(row.item_order ?? 0),
  type: row.type ?? null,
  time_slot: row.time_slot ?? null,
  title: row.title ?? null,
  notes: row.notes ?? null,
  estimated_cost: numberOrNull(row.estimated_cost),
  latitude: numberOrNull(row.latitude),
  longitude: numberOrNull(row.longitude),
  location_label: row.location_label ?? null,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** A destination a trip visits, with the legacy `pivot` (its day and place in the day's order). */
export const presentVisitedDestination = (
  destination: Record<string, unknown>,
  visit: Pick<DestinationVisitRow, 'day_number' | 'visit_order'>,
) => ({ ...destination, pivot: { day_number: visit.day_number, visit_order: visit.visit_order } });

/** A destination as the trip form lists it. */
export const presentFormDestination = ({ id, name, city_name, image }: Record<string, unknown>) => ({
  id,
  name,
  city_name,
  image,
});
