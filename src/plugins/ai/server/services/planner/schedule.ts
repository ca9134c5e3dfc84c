import { distanceKm, type LatLng } from '../../../../../lib/geo';
import type { Leg, MealKind, Place, ScheduledStop, Settings, Stop } from './types';

/** A day leaves the hotel at 09:00. */
export const DAY_START = 9 * 60;
/** …and is back by 23:30: a route that runs past it (or past midnight) is not a day's plan. */
export const DAY_END = 23 * 60 + 30;
/** Meals: when they may start, and how long they take. */
export const MEALS: Record<MealKind, { earliest: number; latest: number; duration: number }> = {
  lunch: { earliest: 12 * 60, latest: 14 * 60, duration: 60 },
  dinner: { earliest: 19 * 60, latest: 21 * 60, duration: 90 },
};
const MIDNIGHT = 24 * 60;

export const round2 = (value: number) => Math.round(value * 100) / 100;

export const legBetween = (a: LatLng, b: LatLng, settings: Settings): Leg => {
  const km = distanceKm(a, b);
  return { distance_km: round2(km), duration_minutes: Math.ceil((km / settings.averageSpeedKmh) * 60) };
};

/** An attraction as a stop: its visit must start once open and end by closing time. */
export const visitStop = (place: Place): Stop => ({
  place,
  meal: null,
  earliest: place.opens ?? DAY_START,
  latest: (place.closes ?? MIDNIGHT) - place.durationMinutes,
  duration: place.durationMinutes,
});

/** A restaurant as a meal stop, or null when its hours leave no room for that meal. */
export const mealStop = (place: Place, meal: MealKind): Stop | null => {
  const window = MEALS[meal];
  const earliest = Math.max(window.earliest, place.opens ?? 0);
  const latest = Math.min(window.latest, (place.closes ?? MIDNIGHT) - window.duration);
  return latest >= earliest ? { place, meal, earliest, latest, duration: window.duration } : null;
};

export type DaySchedule = {
  /**
   * When the day leaves the hotel: as late as still reaches the first stop when it starts (no wait
   * at a closed door).
   */
  departs: number;
  stops: ScheduledStop[];
  back: Leg;
  returns: number;
  feasible: boolean;
  km: number;
};

/**
 * Walks a day in order: leave the hotel, travel each leg at the average speed, wait for a place to
 * open, stay the visit's length, go back. Feasible when every stop starts within its window and
 * the day is back at the hotel by DAY_END.
 */
export const scheduleDay = (
  hotel: LatLng,
  stops: Stop[],
  settings: Settings,
  departs = DAY_START,
): DaySchedule => {
  let now = departs;
  let at: LatLng = hotel;
  let km = 0;
  let feasible = true;
  const scheduled = stops.map((stop) => {
    const leg = legBetween(at, stop.place, settings);
    const arrive = now + leg.duration_minutes;
    const start = Math.max(arrive, stop.earliest);
    if (start > stop.latest) feasible = false;
    now = start + stop.duration;
    at = stop.place;
    km += leg.distance_km;
    return { ...stop, arrive, start, end: now, leg };
  });
  const back = legBetween(at, hotel, settings);
  const returns = now + back.duration_minutes;
  const first = scheduled[0];
  return {
    departs: first ? first.start - first.leg.duration_minutes : departs,
    stops: scheduled,
    back,
    returns,
    feasible: feasible && returns <= DAY_END,
    km: round2(km + back.distance_km),
  };
};

/**
 * `scheduleDay(hotel, order's stops, settings).feasible`, without building the schedule: the exact
 * search asks it of up to 7! orders of a day. `distances[i][j]` is `distanceKm` from point i to j,
 * the hotel first (point 0) and stop k at k + 1; leg minutes are rounded as `legBetween` rounds them.
 */
export const windowsKept = (distances: number[][], stops: Stop[], settings: Settings) => {
  const minutes = distances.map((row) => row.map((km) => Math.ceil((km / settings.averageSpeedKmh) * 60)));
  return (order: number[]): boolean => {
    let now = DAY_START;
    let at = 0;
    for (const node of order) {
      const stop = stops[node - 1];
      const start = Math.max(now + minutes[at][node], stop.earliest);
      if (start > stop.latest) return false;
      now = start + stop.duration;
      at = node;
    }
    return now + minutes[at][0] <= DAY_END;
  };
};
