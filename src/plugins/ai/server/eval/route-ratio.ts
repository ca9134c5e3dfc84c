import { distanceKm } from '../planner/geo';
import { optimisedOrder } from '../planner/order';
import { scheduleDay } from '../planner/schedule';
import { bruteForceTour, tourLength, type Matrix } from '../planner/tour';
import type { PlannedDay, Settings, Stop } from '../planner/types';

/** Days longer than this are not compared: brute force is n! work. */
export const BRUTE_FORCE_STOPS = 9;

export type DayRatios = {
  /** The delivered route against the shortest order of the same stops that keeps every window. */
  delivered: number;
  /** The local-search optimiser alone (nearest neighbour, 2-opt, or-opt) on the same stops. */
  optimiser: number | null;
};

/**
 * How much longer a day's route is than the shortest order of the same stops that keeps every
 * opening window and meal time (1 = optimal); null for days with fewer than two stops or too many.
 */
export const routeRatios = (day: PlannedDay, settings: Settings): DayRatios | null => {
  const stops: Stop[] = day.stops;
  if (stops.length < 2 || stops.length > BRUTE_FORCE_STOPS) return null;
  const points = [day.hotel, ...stops.map((stop) => stop.place)];
  const d: Matrix = points.map((a) => points.map((b) => distanceKm(a, b)));
  const lengthOf = (order: Stop[]) =>
    tourLength(
      order.map((stop) => stops.indexOf(stop) + 1),
      d,
    );
  const fits = (order: number[]) =>
    scheduleDay(
      day.hotel,
      order.map((node) => stops[node - 1]),
      settings,
    ).feasible;
  const best = bruteForceTour(d, fits);
  if (!best) return null;
  const optimum = tourLength(best, d);
  const ratio = (length: number) => (optimum === 0 ? 1 : length / optimum);
  const optimised = optimisedOrder(day.hotel, stops, settings);
  return { delivered: ratio(lengthOf(stops)), optimiser: optimised ? ratio(lengthOf(optimised)) : null };
};
