import { distanceKm } from '../../../../../lib/geo';
import { arrange, type Arranger } from './order';
import { DaySchedule, mealStop, scheduleDay, visitStop } from './schedule';
import { centroid } from './select';
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
  /** How the stops are ordered: the guarded optimiser unless a draft is asked for. */
  arrange?: Arranger;
};
export type DayResult = DaySchedule & { dropped: Place[] };

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

/** One day from its hotel: meals chosen, stops ordered and timed; sights that do not fit are dropped. */
export const planDay = (input: DayInput): DayResult => {
  const attempt = (attractions: Place[]): DaySchedule | null => {
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
    const order = (input.arrange ?? arrange)(
      input.hotel,
      [...attractions.map(visitStop), ...meals],
      input.settings,
    );
    return order ? scheduleDay(input.hotel, order, input.settings) : null;
  };
  let attractions = [...input.attractions];
  const dropped: Place[] = [];
  for (;;) {
    const day = attempt(attractions);
    if (day) return { ...day, dropped };
    if (attractions.length === 0) return { ...scheduleDay(input.hotel, [], input.settings), dropped };
    // Leave out the one sight whose absence lets the others fit, the least preferred first;
    // when no single one does, the least preferred, and try again.
    const without = (index: number) => attractions.filter((_, i) => i !== index);
    for (let index = attractions.length - 1; index >= 0; index -= 1) {
      const rest = attempt(without(index));
      if (rest) return { ...rest, dropped: [attractions[index], ...dropped] };
    }
    dropped.unshift(attractions.at(-1)!);
    attractions = without(attractions.length - 1);
  }
};
