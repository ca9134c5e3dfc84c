import type { TripView, ViewItem } from '../../ports/trip-view';
import { openingWindow } from '../planner/clock';

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

const contextItem = (item: ViewItem): ContextItem => {
  const { place, times } = item;
  const hours = openingWindow(place?.opening_hours);
  const duration = place?.duration_minutes ?? null;
  return {
    id: item.id,
    day: item.dayNumber,
    title: item.title ?? place?.name ?? `Item ${item.id}`,
    kind: item.placeKind ?? item.type ?? null,
    placeId: item.placeId,
    timeSlot: item.timeSlot,
    start: times?.startMinutes ?? null,
    end: times?.endMinutes ?? (times && duration ? times.startMinutes + duration : null),
    lat: item.latitude ?? place?.latitude ?? null,
    lng: item.longitude ?? place?.longitude ?? null,
    opens: hours?.opens ?? null,
    closes: hours?.closes ?? null,
    openingHours: place?.opening_hours ?? null,
    durationMinutes: duration,
    cost: item.estimatedCost,
  };
};

/** A trip as the trips module shows it, reduced to what the AI tools read. */
export const tripContext = (trip: TripView): TripContext => {
  const items = trip.items.map(contextItem);
  return {
    id: trip.id,
    title: trip.title,
    days: Math.max(trip.noOfDays ?? 0, ...items.map((item) => item.day), 0),
    budget: trip.budget,
    travelers: trip.travelers,
    startDate: trip.startDate,
    destinations: trip.destinations.map((destination) => destination.name),
    items,
  };
};

export const itemsOfDay = (context: TripContext, day: number) =>
  context.items.filter((item) => item.day === day);
