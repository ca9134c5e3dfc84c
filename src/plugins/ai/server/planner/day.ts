import { distanceKm } from './geo';
import { DaySchedule, mealStop, scheduleDay, visitStop } from './schedule';
import { centroid } from './select';
import { bruteForceTour, improveTour, type Matrix, nearestNeighbour } from './tour';
import type { MealKind, Place, Settings, Stop } from './types';

export type DayInput = {
  hotel: Place;
  /** In order of preference: when the day cannot hold them all, the last ones are dropped first. */
  attractions: Place[];
  restaurants: Place[];
  /** Restaurants already used on earlier days: others are preferred. */
  usedRestaurants: ReadonlySet<number>;
  meals: boolean;
  settings: Settings;
};
export type DayResult = DaySchedule & { dropped: Place[] };

const BRUTE_FORCE_LIMIT = 7;

const distanceMatrix = (hotel: Place, stops: Stop[]): Matrix => {
  const points = [hotel, ...stops.map((stop) => stop.place)];
  return points.map((a) => points.map((b) => distanceKm(a, b)));
};

/** The meal's restaurant: open for it, not the day's other meal, fresh before reused, nearest the day's sights. */
const chooseMeal = (meal: MealKind, input: DayInput, taken: Set<number>): Stop | null => {
  const centre = centroid(input.attractions.length ? input.attractions : [input.hotel]);
  let best: { stop: Stop; cost: number } | null = null;
  for (const place of input.restaurants) {
    if (taken.has(place.id)) continue;
    const stop = mealStop(place, meal);
    if (!stop) continue;
    const cost = distanceKm(centre, place) + (input.usedRestaurants.has(place.id) ? 1000 : 0);
    if (!best || cost < best.cost) best = { stop, cost };
  }
  return best?.stop ?? null;
};

/**
 * The stops in the shortest order that keeps every window: the optimiser from nearest neighbour,
 * else from the tightest windows first; brute force for small days that neither could fit.
 */
const arrange = (hotel: Place, stops: Stop[], settings: Settings): Stop[] | null => {
  const d = distanceMatrix(hotel, stops);
  const asStops = (order: number[]) => order.map((node) => stops[node - 1]);
  const fits = (order: number[]) => scheduleDay(hotel, asStops(order), settings).feasible;
  const nodes = stops.map((_, index) => index + 1);
  const starts = [
    nearestNeighbour(d),
    [...nodes].sort((a, b) => stops[a - 1].latest - stops[b - 1].latest),
    [...nodes].sort(
      (a, b) => stops[a - 1].earliest - stops[b - 1].earliest || stops[a - 1].latest - stops[b - 1].latest,
    ),
  ];
  const start = starts.find(fits);
  if (start) return asStops(improveTour(start, d, fits));
  if (stops.length > BRUTE_FORCE_LIMIT) return null;
  const exact = bruteForceTour(d, fits);
  return exact ? asStops(exact) : null;
};

/** One day from its hotel: meals chosen, stops ordered and timed; sights that do not fit are dropped. */
export const planDay = (input: DayInput): DayResult => {
  const attractions = [...input.attractions];
  const dropped: Place[] = [];
  for (;;) {
    const taken = new Set<number>();
    const meals: Stop[] = [];
    if (input.meals) {
      for (const meal of ['lunch', 'dinner'] as const) {
        const stop = chooseMeal(meal, { ...input, attractions }, taken);
        if (stop) {
          meals.push(stop);
          taken.add(stop.place.id);
        }
      }
    }
    const order = arrange(input.hotel, [...attractions.map(visitStop), ...meals], input.settings);
    if (order) return { ...scheduleDay(input.hotel, order, input.settings), dropped };
    if (attractions.length === 0) return { ...scheduleDay(input.hotel, [], input.settings), dropped };
    dropped.unshift(attractions.pop()!);
  }
};
