import { hhmm } from '../planner/clock';
import { distanceKm } from '../../../../../lib/geo';
import { optimiseTour, tourLength, type Matrix } from '../planner/tour';
import { type ContextItem, itemsOfDay, type TripContext } from './trip-context';

export type Finding = { code: string; day?: number; text: string };
export type Review = { review_summary: string; suggestions: string[] };

const km = (value: number) => Math.round(value * 10) / 10;
const located = (item: ContextItem): item is ContextItem & { lat: number; lng: number } =>
  item.lat !== null && item.lng !== null;

/** The kilometres a better order of a day's located stops saves (from and back to its hotel when it has one). */
const reorderFinding = (day: number, items: ContextItem[]): Finding[] => {
  const stops = items.filter(located);
  const hotel = stops.find((item) => item.kind === 'hotel');
  const visits = stops.filter((item) => item !== hotel);
  if (visits.length < 3) return [];
  const depot = hotel ?? visits[0];
  const nodes = [depot, ...visits.filter((item) => item !== depot)];
  const d: Matrix = nodes.map((a) => nodes.map((b) => distanceKm(a, b)));
  const current = nodes.map((_, index) => index).slice(1);
  const better = optimiseTour(d);
  const before = tourLength(current, d);
  const after = tourLength(better, d);
  if (before - after < 0.5 || after > before * 0.95) return [];
  const route = better.map((index) => nodes[index].title).join(' → ');
  return [
    {
      code: 'shorter_order',
      day,
      text: `Day ${day}: visiting ${route} saves ${km(before - after)} km (${km(before)} → ${km(after)} km${hotel ? `, from and back to ${hotel.title}` : ''}).`,
    },
  ];
};

const hoursFindings = (day: number, items: ContextItem[]): Finding[] =>
  items.flatMap((item) => {
    if (item.start === null || item.opens === null || item.closes === null || item.kind === 'hotel')
      return [];
    if (item.start < item.opens)
      return [
        {
          code: 'closed',
          day,
          text: `Day ${day}: ${item.title} opens at ${hhmm(item.opens)}; the plan arrives at ${hhmm(item.start)}.`,
        },
      ];
    const end = item.end ?? item.start;
    if (item.start >= item.closes || end > item.closes)
      return [
        {
          code: 'closed',
          day,
          text: `Day ${day}: ${item.title} closes at ${hhmm(item.closes)}; the visit runs until ${hhmm(end)}.`,
        },
      ];
    return [];
  });

/**
 * The builtin review: the constraint checker and the optimiser over the trip — a shorter order, a
 * closed place, a night without a hotel, an empty day, a repeated sight, a restaurant twice a day,
 * costs over the budget. Every finding is computed, none invented.
 */
export const reviewTrip = (trip: TripContext): { findings: Finding[]; review: Review } => {
  const findings: Finding[] = [];
  const seen = new Map<number, number>();
  for (let day = 1; day <= trip.days; day += 1) {
    const items = itemsOfDay(trip, day);
    if (items.length === 0) {
      findings.push({ code: 'empty_day', day, text: `Day ${day} has nothing planned yet.` });
      continue;
    }
    findings.push(...reorderFinding(day, items), ...hoursFindings(day, items));
    if (!items.some((item) => item.kind === 'hotel'))
      findings.push({ code: 'no_hotel', day, text: `Day ${day} has no hotel for the night.` });
    for (const item of items.filter((i) => i.kind === 'attraction' && i.placeId !== null)) {
      const first = seen.get(item.placeId!);
      if (first !== undefined && first !== day)
        findings.push({
          code: 'repeated_attraction',
          day,
          text: `Day ${day}: ${item.title} is already on day ${first}.`,
        });
      else seen.set(item.placeId!, day);
    }
    const restaurants = items
      .filter((i) => i.kind === 'restaurant' && i.placeId !== null)
      .map((i) => i.placeId);
    if (new Set(restaurants).size < restaurants.length)
      findings.push({ code: 'restaurant_twice', day, text: `Day ${day} has the same restaurant twice.` });
  }
  const total = trip.items.reduce((sum, item) => sum + (item.cost ?? 0), 0);
  if (trip.budget > 0 && total > trip.budget)
    findings.push({
      code: 'over_budget',
      text: `The itinerary's costs add up to ${km(total)}, over the budget of ${trip.budget}.`,
    });
  const scope = `${trip.items.length} item(s) over ${trip.days} day(s)`;
  return {
    findings,
    review: {
      review_summary: findings.length
        ? `Reviewed ${scope}: ${findings.length} thing(s) to look at.`
        : `Reviewed ${scope}: the order of stops, opening hours, hotels and budget all check out.`,
      suggestions: findings.map((finding) => finding.text),
    },
  };
};
