import { roomsFor, roundMoney } from './budget';
import { clock12, hhmm } from './clock';
import { round2 } from './schedule';
import type { Leg, Place, Plan, PlannedDay, PlanRequest, ScheduledStop } from './types';

export type PlanItem = {
  time: string;
  start_time: string;
  end_time: string | null;
  title: string;
  description: string;
  type: 'ATTRACTION' | 'RESTAURANT' | 'HOTEL';
  itemable_type: 'attraction' | 'restaurant' | 'hotel';
  itemable_id: number;
  latitude: number;
  longitude: number;
  /** The catalog's unit price: per person, or per room and night for a hotel. */
  price: number;
  /** What this item costs the party. */
  estimated_cost: number;
  currency: string;
  duration_minutes: number | null;
  opening_hours: string | null;
  meal: 'lunch' | 'dinner' | null;
  travel_from_previous: Leg;
};
export type PlanDay = {
  day_number: number;
  date: string | null;
  title: string;
  destination: { id: number; name: string };
  total_distance_km: number;
  items: PlanItem[];
};

const hours = (place: Place) =>
  place.opens !== null && place.closes !== null ? `${hhmm(place.opens)}-${hhmm(place.closes)}` : null;

const dateOf = (start: string | null, dayNumber: number) =>
  start
    ? new Date(Date.parse(`${start}T00:00:00Z`) + (dayNumber - 1) * 86_400_000).toISOString().slice(0, 10)
    : null;

const stopItem = (stop: ScheduledStop, request: PlanRequest): PlanItem => ({
  time: clock12(stop.start),
  start_time: hhmm(stop.start),
  end_time: hhmm(stop.end),
  title: stop.meal ? `${stop.meal === 'lunch' ? 'Lunch' : 'Dinner'} at ${stop.place.name}` : stop.place.name,
  description: stop.meal
    ? `${stop.meal === 'lunch' ? 'Lunch' : 'Dinner'}, about ${stop.duration} minutes.`
    : `Visit of about ${stop.duration} minutes.`,
  type: stop.meal ? 'RESTAURANT' : 'ATTRACTION',
  itemable_type: stop.place.kind as 'attraction' | 'restaurant',
  itemable_id: stop.place.id,
  latitude: stop.place.lat,
  longitude: stop.place.lng,
  price: stop.place.price,
  estimated_cost: roundMoney(stop.place.price * request.travelers),
  currency: stop.place.currency,
  duration_minutes: stop.duration,
  opening_hours: hours(stop.place),
  meal: stop.meal,
  travel_from_previous: stop.leg,
});

const hotelItem = (day: PlannedDay, request: PlanRequest): PlanItem => ({
  time: clock12(day.returns),
  start_time: hhmm(day.returns),
  end_time: null,
  title: `Overnight at ${day.hotel.name}`,
  description: `Back at the hotel for the night (${roomsFor(request.travelers)} room(s)).`,
  type: 'HOTEL',
  itemable_type: 'hotel',
  itemable_id: day.hotel.id,
  latitude: day.hotel.lat,
  longitude: day.hotel.lng,
  price: day.hotel.price,
  estimated_cost: roundMoney(day.hotel.price * roomsFor(request.travelers)),
  currency: day.hotel.currency,
  duration_minutes: null,
  opening_hours: null,
  meal: null,
  travel_from_previous: day.back,
});

/** A solved plan in the legacy `days[]` shape, each day ending at its hotel for the night. */
export const presentDays = (plan: Plan, request: PlanRequest): PlanDay[] =>
  plan.days.map((day) => ({
    day_number: day.dayNumber,
    date: dateOf(request.startDate, day.dayNumber),
    title: `Day ${day.dayNumber} in ${day.destination.name}`,
    destination: { id: day.destination.id, name: day.destination.name },
    total_distance_km: round2(
      day.stops.reduce((sum, stop) => sum + stop.leg.distance_km, 0) + day.back.distance_km,
    ),
    items: [...day.stops.map((stop) => stopItem(stop, request)), hotelItem(day, request)],
  }));

/** What the whole plan costs the party: its items' costs added up. */
export const estimatedBudget = (days: PlanDay[]) =>
  roundMoney(days.reduce((sum, day) => sum + day.items.reduce((s, item) => s + item.estimated_cost, 0), 0));
