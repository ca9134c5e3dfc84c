import { distanceKm } from '../../../../../lib/geo';
import { windowsKept } from './schedule';
import { bestImprovedTour, bruteForceTour, type Matrix, nearestNeighbour } from './tour';
import type { Place, Settings, Stop } from './types';

/**
 * Days of up to this many stops are ordered exactly: opening hours and meal times can hold the local
 * search in a longer order, and 6! orders cost well under a millisecond.
 */
const EXACT_LIMIT = 6;
/** Larger days no optimiser start could fit are still searched exactly up to this size. */
const BRUTE_FORCE_LIMIT = 7;

const distanceMatrix = (hotel: Place, stops: Stop[]): Matrix => {
  const points = [hotel, ...stops.map((stop) => stop.place)];
  return points.map((a) => points.map((b) => distanceKm(a, b)));
};

const guarded = (hotel: Place, stops: Stop[], settings: Settings) => {
  const asStops = (order: number[]) => order.map((node) => stops[node - 1]);
  const d = distanceMatrix(hotel, stops);
  return { d, asStops, fits: windowsKept(d, stops, settings) };
};

/**
 * The optimiser's order of a day's stops that keeps every window: nearest neighbour (from the hotel
 * and from each first stop) and the tightest windows first, each improved by 2-opt and or-opt, the
 * shortest kept; null when no start fits.
 */
export const optimisedOrder = (hotel: Place, stops: Stop[], settings: Settings): Stop[] | null => {
  const { d, asStops, fits } = guarded(hotel, stops, settings);
  const nodes = stops.map((_, index) => index + 1);
  const starts = [
    nearestNeighbour(d),
    ...nodes.map((first) => nearestNeighbour(d, first)),
    [...nodes].sort((a, b) => stops[a - 1].latest - stops[b - 1].latest),
    [...nodes].sort(
      (a, b) => stops[a - 1].earliest - stops[b - 1].earliest || stops[a - 1].latest - stops[b - 1].latest,
    ),
  ];
  const best = bestImprovedTour(starts, d, fits);
  return best ? asStops(best) : null;
};

const exactOrder = (hotel: Place, stops: Stop[], settings: Settings): Stop[] | null => {
  const { d, asStops, fits } = guarded(hotel, stops, settings);
  const best = bruteForceTour(d, fits);
  return best ? asStops(best) : null;
};

/** How a day's stops are put in order: null when no order will do. */
export type Arranger = (hotel: Place, stops: Stop[], settings: Settings) => Stop[] | null;

/**
 * A draft's order: nearest neighbour from the hotel on distance alone, opening hours and meal times
 * unchecked (never null). What the solver would deliver without its guard — the evaluation measures it.
 */
export const nearestFirstOrder: Arranger = (hotel, stops) =>
  nearestNeighbour(distanceMatrix(hotel, stops)).map((node) => stops[node - 1]);

/** The stops in the shortest order that keeps every window, or null when none does. */
export const arrange: Arranger = (hotel, stops, settings) => {
  if (stops.length <= EXACT_LIMIT) return exactOrder(hotel, stops, settings);
  const optimised = optimisedOrder(hotel, stops, settings);
  if (optimised || stops.length > BRUTE_FORCE_LIMIT) return optimised;
  return exactOrder(hotel, stops, settings);
};
