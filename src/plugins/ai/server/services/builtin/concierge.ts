import { hhmm } from '../planner/clock';
import { distanceKm } from '../../../../../lib/geo';
import type { Place } from '../planner/types';
import { type ContextItem, itemsOfDay, type TripContext } from './trip-context';

/** What the builtin concierge can look up besides the trip: catalog places near a point. */
export type Nearby = (point: { lat: number; lng: number }) => Promise<Place[]>;

const money = (value: number) => Math.round(value * 100) / 100;
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

const schedule = (trip: TripContext, day: number) => {
  const items = itemsOfDay(trip, day);
  if (items.length === 0) return `Day ${day} has nothing planned yet.`;
  return [
    `Day ${day}:`,
    ...items.map((item) => `- ${item.timeSlot ? `${item.timeSlot} ` : ''}${item.title}`),
  ].join('\n');
};

const legsKm = (items: ContextItem[]) => {
  const located = items.filter((item) => item.lat !== null && item.lng !== null) as Array<
    ContextItem & { lat: number; lng: number }
  >;
  let total = 0;
  for (let i = 1; i < located.length; i += 1) total += distanceKm(located[i - 1], located[i]);
  return { total: Math.round(total * 10) / 10, stops: located.length };
};

/** The item a question names (the longest title it contains), if any. */
const namedItem = (trip: TripContext, question: string) =>
  [...trip.items]
    .sort((a, b) => b.title.length - a.title.length)
    .find(
      (item) =>
        words(question).includes(words(item.title)) ||
        words(item.title)
          .split(/\s+/)
          .filter((w) => w.length > 4)
          .some((w) => words(question).includes(w)),
    );

const dayAsked = (trip: TripContext, question: string) => {
  const match = /\bday\s*(\d{1,2})\b/i.exec(question);
  const day = match ? Number(match[1]) : null;
  return day && day >= 1 && day <= trip.days ? day : null;
};

/**
 * The builtin concierge: answers from the trip and the catalog — a day's schedule, costs, distances,
 * what is near a stop, opening hours — and says plainly what it cannot answer.
 */
export const answerQuestion = async (
  trip: TripContext,
  question: string,
  nearby: Nearby,
): Promise<string> => {
  const q = words(question);
  const day = dayAsked(trip, question);
  const item = namedItem(trip, question);
  if (/\b(near|nearby|close to|around)\b/.test(q)) {
    const anchor = item ?? (day ? itemsOfDay(trip, day).find((i) => i.lat !== null) : undefined);
    if (!anchor || anchor.lat === null || anchor.lng === null)
      return 'Tell me which stop of the trip you mean (by its name) and I will list what our catalog has near it.';
    const places = (await nearby({ lat: anchor.lat, lng: anchor.lng }))
      .filter((p) => p.name !== anchor.title)
      .slice(0, 5);
    if (places.length === 0) return `Our catalog has nothing else located near ${anchor.title}.`;
    return [
      `Near ${anchor.title}:`,
      ...places.map((p) => {
        const km = Math.round(distanceKm(anchor as { lat: number; lng: number }, p) * 10) / 10;
        const hours =
          p.opens !== null && p.closes !== null ? `, open ${hhmm(p.opens)}-${hhmm(p.closes)}` : '';
        return `- ${p.name} (${p.kind}, ${km} km${hours})`;
      }),
    ].join('\n');
  }
  if (/\b(open|opens|opening|close|closes|closing|hours)\b/.test(q)) {
    const items = item ? [item] : day ? itemsOfDay(trip, day) : trip.items;
    const known = items.filter((i) => i.openingHours);
    if (known.length === 0) return 'The catalog has no opening hours for those stops.';
    return known.map((i) => `- ${i.title}: open ${i.openingHours}`).join('\n');
  }
  if (/\b(cost|costs|price|prices|budget|expensive|spend|how much)\b/.test(q)) {
    const items = day ? itemsOfDay(trip, day) : trip.items;
    const total = money(items.reduce((sum, i) => sum + (i.cost ?? 0), 0));
    const scope = day ? `Day ${day}` : 'The whole trip';
    const budget =
      !day && trip.budget > 0
        ? ` The budget is ${trip.budget}: ${total <= trip.budget ? `${money(trip.budget - total)} left` : `${money(total - trip.budget)} over`}.`
        : '';
    return `${scope} adds up to ${total} in estimated costs over ${items.filter((i) => i.cost !== null).length} priced item(s).${budget}`;
  }
  if (/\b(distance|far|km|kilomet|walk|drive|travel)\b/.test(q)) {
    const days = day ? [day] : Array.from({ length: trip.days }, (_, i) => i + 1);
    return days
      .map((d) => {
        const legs = legsKm(itemsOfDay(trip, d));
        return `Day ${d}: ${legs.total} km in straight lines between ${legs.stops} located stop(s).`;
      })
      .join('\n');
  }
  if (day || /\b(schedule|plan|itinerary|agenda|today|tomorrow|what.*do)\b/.test(q)) {
    const days = day ? [day] : Array.from({ length: trip.days }, (_, i) => i + 1);
    return days.map((d) => schedule(trip, d)).join('\n\n');
  }
  return (
    `I can answer from "${trip.title}" and our catalog: the schedule of a day, costs against the budget, distances, ` +
    'what is near a stop and opening hours. I cannot answer that question from them (weather, visas, bookings outside this trip and the like).'
  );
};

/** Without a trip the builtin concierge has nothing to answer from, and says so (no invented facts). */
export const answerWithoutTrip = (_question: string): string =>
  'I answer from a trip and our catalog: the schedule of a day, costs against the budget, distances, what is near a stop and opening hours. ' +
  'No trip is linked to this conversation, so I cannot answer that; open a conversation from one of your trips (with its trip_id) and ask again.';
