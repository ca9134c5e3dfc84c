/**
 * The exact shortest day, computed apart from the planner's own ordering (`planner/tour.ts`,
 * `planner/order.ts`) and scheduler: Held–Karp dynamic programming over the subsets of the day's
 * stops. With time windows each state (stops visited, last stop) keeps every label (kilometres so
 * far, clock) that no other label beats on both, so the search stays exact: leaving earlier never
 * hurts when one may wait for a place to open. The rules are re-derived from the catalog and the
 * published day (leave the hotel at 09:00, travel at the configured speed, wait for opening, a
 * visit's catalog length or the meal's, back by 23:30).
 */
import { distanceKm, type LatLng } from '../../../../lib/geo';
import { DAY_END, DAY_START, MEALS } from '../services/planner/schedule';
import type { MealKind, Place, Settings } from '../services/planner/types';

export type Visit = { place: Place; meal: MealKind | null };
type Window = { earliest: number; latest: number; duration: number };
type Label = { km: number; clock: number };

const MIDNIGHT = 24 * 60;

/** When a visit may start and how long it lasts: the place's hours, and for a meal its window and length. */
export const windowOf = ({ place, meal }: Visit): Window => {
  const duration = meal ? MEALS[meal].duration : place.durationMinutes;
  const closes = place.closes ?? MIDNIGHT;
  return {
    earliest: Math.max(place.opens ?? 0, meal ? MEALS[meal].earliest : 0),
    latest: Math.min(closes - duration, meal ? MEALS[meal].latest : Infinity),
    duration,
  };
};

/** Keeps `label` unless one already there is no longer and no later; drops those it beats. */
const addLabel = (labels: Label[], label: Label) => {
  if (labels.some((other) => other.km <= label.km + 1e-12 && other.clock <= label.clock)) return;
  for (let i = labels.length - 1; i >= 0; i -= 1)
    if (label.km <= labels[i].km && label.clock <= labels[i].clock) labels.splice(i, 1);
  labels.push(label);
};

/**
 * The length (km, great-circle) of the shortest closed tour from the hotel through every visit and
 * back; with `windows`, only tours whose every visit starts within its window and that are back by
 * 23:30. Null when no order keeps them. 2ⁿ·n² work: days of up to a dozen stops.
 */
export const exactTourKm = (
  hotel: LatLng,
  visits: Visit[],
  settings: Settings,
  { windows = true }: { windows?: boolean } = {},
): number | null => {
  const n = visits.length;
  if (n === 0) return 0;
  const points = [hotel, ...visits.map((visit) => visit.place)];
  const km = points.map((a) => points.map((b) => distanceKm(a, b)));
  const minutes = km.map((row) => row.map((value) => Math.ceil((value / settings.averageSpeedKmh) * 60)));
  const spans = visits.map(windowOf);
  const labels = new Map<number, Label[]>();
  const at = (mask: number, last: number) => {
    const key = mask * n + last;
    if (!labels.has(key)) labels.set(key, []);
    return labels.get(key)!;
  };
  /** Arrives at visit `j` from node `from` (0 = hotel) with `label`; null when its window has closed. */
  const step = (label: Label, from: number, j: number): Label | null => {
    const leg = km[from][j + 1];
    if (!windows) return { km: label.km + leg, clock: 0 };
    const span = spans[j];
    const start = Math.max(label.clock + minutes[from][j + 1], span.earliest);
    return start > span.latest ? null : { km: label.km + leg, clock: start + span.duration };
  };
  for (let j = 0; j < n; j += 1) {
    const first = step({ km: 0, clock: DAY_START }, 0, j);
    if (first) addLabel(at(1 << j, j), first);
  }
  for (let mask = 1; mask < 1 << n; mask += 1)
    for (let last = 0; last < n; last += 1) {
      if (!(mask & (1 << last))) continue;
      for (const label of labels.get(mask * n + last) ?? [])
        for (let j = 0; j < n; j += 1) {
          if (mask & (1 << j)) continue;
          const next = step(label, last + 1, j);
          if (next) addLabel(at(mask | (1 << j), j), next);
        }
    }
  let best: number | null = null;
  const full = (1 << n) - 1;
  for (let last = 0; last < n; last += 1)
    for (const label of labels.get(full * n + last) ?? []) {
      if (windows && label.clock + minutes[last + 1][0] > DAY_END) continue;
      const total = label.km + km[last + 1][0];
      if (best === null || total < best) best = total;
    }
  return best;
};
