import type { TripView, ViewItem, ViewPlace } from '../../../plugins/ai/public';
import { parseTimeSlot } from '../services/calendar/time-slot';
import type tripView from '../services/trip-view';

type Detail = Awaited<ReturnType<ReturnType<typeof tripView>['detail']>>;
type DetailItem = Detail['itinerary_items'][number];

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

const placeOf = (record: Record<string, unknown> | null): ViewPlace | null =>
  record && {
    name: text(record.name),
    latitude: finite(record.latitude),
    longitude: finite(record.longitude),
    opening_hours: text(record.opening_hours),
    duration_minutes: finite(record.duration_minutes),
  };

const itemOf = (item: DetailItem): ViewItem => ({
  id: item.id,
  dayNumber: item.day_number,
  itemOrder: item.item_order,
  title: item.title,
  type: item.type,
  placeKind: item.itemable_type,
  placeId: finite(item.itemable_id),
  timeSlot: item.time_slot,
  times: parseTimeSlot(item.time_slot),
  latitude: finite(item.latitude),
  longitude: finite(item.longitude),
  estimatedCost: finite(item.estimated_cost),
  updatedAt: item.updated_at,
  place: placeOf(item.itemable),
});

/** A trip's detail as the AI's review and concierge read it (the AI plugin's `TripView`). */
export const plannerView = (detail: Detail): TripView => ({
  id: detail.id,
  title: detail.title,
  noOfDays: finite(detail.no_of_days),
  budget: finite(detail.budget) ?? 0,
  travelers: finite(detail.no_of_travelers) ?? 1,
  startDate: detail.start_date,
  updatedAt: detail.updated_at,
  // Each visited destination is its catalog record (and the visit's pivot).
  destinations: detail.destinations.map((visited) => {
    const destination = visited as unknown as { id: number; name: unknown };
    return { id: destination.id, name: String(destination.name) };
  }),
  items: detail.itinerary_items.map(itemOf),
});
