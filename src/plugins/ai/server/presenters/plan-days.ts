import { roomsFor, roundMoney } from '../services/planner/budget';
import { clock12, hhmm } from '../services/planner/clock';
import { round2 } from '../services/planner/schedule';
import type { Leg, Place, Plan, PlannedDay, PlanRequest, ScheduledStop } from '../services/planner/types';

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

const NO_TRAVEL: Leg = { distance_km: 0, duration_minutes: 0 };

/** The hotel as an item of the day: where it leaves from (costs nothing) or where it spends the night. */
const hotelItem = (day: PlannedDay, request: PlanRequest, end: 'departure' | 'night'): PlanItem => {
  const rooms = roomsFor(request.travelers);
  const departure = end === 'departure';
  return {
    time: clock12(departure ? day.departs : day.returns),
    start_time: hhmm(departure ? day.departs : day.returns),
    end_time: null,
    title: departure ? `Leave ${day.hotel.name}` : `Overnight at ${day.hotel.name}`,
    description: departure
      ? 'The day starts at the hotel; its night is counted at the end of the day.'
      : `Back at the hotel for the night (${rooms} room(s)); the day left it at ${hhmm(day.departs)}.`,
    type: 'HOTEL',
    itemable_type: 'hotel',
    itemable_id: day.hotel.id,
    latitude: day.hotel.lat,
    longitude: day.hotel.lng,
    price: day.hotel.price,
    estimated_cost: departure ? 0 : roundMoney(day.hotel.price * rooms),
    currency: day.hotel.currency,
    duration_minutes: null,
    opening_hours: null,
    meal: null,
    travel_from_previous: departure ? NO_TRAVEL : day.back,
  };
};

/**
 * A solved plan in the legacy `days[]` shape. Each day starts and ends at its hotel: the first item
 * leaves it (no leg before it, no cost), the second carries the leg from it, the last comes back
 * for the night (and carries the night's cost), so `total_distance_km` is the closed tour.
 */
export const presentDays = (plan: Plan, request: PlanRequest): PlanDay[] =>
  plan.days.map((day) => ({
    day_number: day.dayNumber,
    date: dateOf(request.startDate, day.dayNumber),
    title: `Day ${day.dayNumber} in ${day.destination.name}`,
    destination: { id: day.destination.id, name: day.destination.name },
    total_distance_km: round2(
      day.stops.reduce((sum, stop) => sum + stop.leg.distance_km, 0) + day.back.distance_km,
    ),
    items: [
      hotelItem(day, request, 'departure'),
      ...day.stops.map((stop) => stopItem(stop, request)),
      hotelItem(day, request, 'night'),
    ],
  }));

/** What the whole plan costs the party: its items' costs added up. */
export const estimatedBudget = (days: PlanDay[]) =>
  roundMoney(days.reduce((sum, day) => sum + day.items.reduce((s, item) => s + item.estimated_cost, 0), 0));
