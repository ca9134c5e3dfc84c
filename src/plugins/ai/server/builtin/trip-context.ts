import { openingWindow } from '../planner/clock';
import { parseTimeSlot } from '../../../../api/trip/public';

type Row = Record<string, unknown>;

/** One itinerary item as the review and the concierge reason about it. */
export type ContextItem = {
  id: number;
  day: number;
  title: string;
  kind: string | null;
  placeId: number | null;
  timeSlot: string | null;
  /** Minutes after midnight, when the slot holds a clock time. */
  start: number | null;
  end: number | null;
  lat: number | null;
  lng: number | null;
  opens: number | null;
  closes: number | null;
  openingHours: string | null;
  durationMinutes: number | null;
  cost: number | null;
};
export type TripContext = {
  id: number;
  title: string;
  days: number;
  budget: number;
  travelers: number;
  startDate: string | null;
  destinations: string[];
  items: ContextItem[];
};

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A trip as the GET /trips/{trip} detail shows it, reduced to what the AI tools read. */
export const tripContext = (detail: Row): TripContext => {
  const items = ((detail.itinerary_items as Row[]) ?? []).map((row): ContextItem => {
    const place = (row.itemable as Row | null) ?? null;
    const slot = parseTimeSlot(row.time_slot as string | null);
    const hours = openingWindow(place?.opening_hours as string | null);
    const duration = num(place?.duration_minutes);
    return {
      id: row.id as number,
      day: row.day_number as number,
      title: (row.title as string) ?? (place?.name as string) ?? `Item ${row.id}`,
      kind: (row.itemable_type as string) ?? (row.type as string) ?? null,
      placeId: num(row.itemable_id),
      timeSlot: (row.time_slot as string) ?? null,
      start: slot?.startMinutes ?? null,
      end: slot?.endMinutes ?? (slot && duration ? slot.startMinutes + duration : null),
      lat: num(row.latitude) ?? num(place?.latitude),
      lng: num(row.longitude) ?? num(place?.longitude),
      opens: hours?.opens ?? null,
      closes: hours?.closes ?? null,
      openingHours: (place?.opening_hours as string) ?? null,
      durationMinutes: duration,
      cost: num(row.estimated_cost),
    };
  });
  return {
    id: detail.id as number,
    title: String(detail.title),
    days: Math.max(num(detail.no_of_days) ?? 0, ...items.map((item) => item.day), 0),
    budget: num(detail.budget) ?? 0,
    travelers: num(detail.no_of_travelers) ?? 1,
    startDate: (detail.start_date as string) ?? null,
    destinations: ((detail.destinations as Row[]) ?? []).map((d) => String(d.name)),
    items,
  };
};

export const itemsOfDay = (context: TripContext, day: number) =>
  context.items.filter((item) => item.day === day);
