import { distanceKm, type LatLng } from '../../../../lib/geo';
import { optimisedOrder } from '../services/planner/order';
import type { PlannedDay, Settings } from '../services/planner/types';
import { exactTourKm } from './held-karp';

/** Days with more stops than this are not compared (Held–Karp is 2ⁿ·n² work). */
export const EXACT_STOPS = 12;

export type DayRatios = {
  /**
   * The delivered route against the exact optimum (Held–Karp) of the same stops under the same
   * opening windows and meal times; null when the exact search finds no order that keeps them —
   * the planner delivered a day the rules do not allow.
   */
  delivered: number | null;
  /** The planner's local search alone (nearest neighbour, 2-opt, or-opt) against the same optimum. */
  optimiser: number | null;
  /** The delivered route against the shortest tour that ignores the clock: what the windows cost. */
  unconstrained: number;
};

const closedTourKm = (hotel: LatLng, stops: LatLng[]) =>
  [...stops, hotel].reduce((acc, point) => ({ km: acc.km + distanceKm(acc.at, point), at: point }), {
    km: 0,
    at: hotel,
  }).km;

/**
 * How much longer a day's route is than the exact optimum (1 = optimal); null for days of fewer
 * than two stops or too many.
 */
export const routeRatios = (day: PlannedDay, settings: Settings): DayRatios | null => {
  const { stops, hotel } = day;
  if (stops.length < 2 || stops.length > EXACT_STOPS) return null;
  const visits = stops.map((stop) => ({ place: stop.place, meal: stop.meal }));
  const length = closedTourKm(
    hotel,
    stops.map((stop) => stop.place),
  );
  const ratio = (value: number, optimum: number | null) =>
    optimum === null ? null : optimum === 0 ? 1 : value / optimum;
  const optimum = exactTourKm(hotel, visits, settings);
  const free = exactTourKm(hotel, visits, settings, { windows: false })!;
  const optimised = optimisedOrder(hotel, stops, settings);
  return {
    delivered: ratio(length, optimum),
    optimiser: optimised
      ? ratio(
          closedTourKm(
            hotel,
            optimised.map((stop) => stop.place),
          ),
          optimum,
        )
      : null,
    unconstrained: ratio(length, free)!,
  };
};
