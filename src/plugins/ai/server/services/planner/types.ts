import type { LatLng } from '../../../../../lib/geo';
import type { PlaceKind } from '../../ports/catalog-slice-reader';

/**
 * A catalog record as the planner sees it. `price`: per person (attraction entry, a meal) or per
 * room and night (hotel). Opening hours in minutes after midnight; `closes` past 1440 means after
 * midnight.
 */
export type Place = LatLng & {
  id: number;
  kind: PlaceKind;
  name: string;
  destinationId: number;
  price: number;
  currency: string;
  opens: number | null;
  closes: number | null;
  /** How long a visit takes (attractions: the catalog's `duration_minutes`; meals: the meal's length). */
  durationMinutes: number;
  category: string | null;
  rating: number | null;
};

export type Destination = LatLng & { id: number; name: string };

/** The catalog slice a plan may use: the requested destination(s) and their located places. */
export type Catalog = {
  destinations: Destination[];
  attractions: Place[];
  restaurants: Place[];
  hotels: Place[];
};

export type BudgetTier = 'low' | 'medium' | 'high' | 'luxury';

export type PlanRequest = {
  days: number;
  travelers: number;
  /** Total for the party and the whole trip, in the catalog's currency; null: no budget. */
  budget: number | null;
  tier: BudgetTier | null;
  interests: string[];
  /** ISO date of day 1, or null. */
  startDate: string | null;
};

export type Settings = {
  /** Turns great-circle kilometres into travel minutes. */
  averageSpeedKmh: number;
};

export type MealKind = 'lunch' | 'dinner';

/** One stop of a day: a visit or a meal, with the window its start must fall in. */
export type Stop = {
  place: Place;
  meal: MealKind | null;
  /** Earliest and latest start, minutes after midnight. */
  earliest: number;
  latest: number;
  duration: number;
};

export type Leg = { distance_km: number; duration_minutes: number };

export type ScheduledStop = Stop & { arrive: number; start: number; end: number; leg: Leg };

export type PlannedDay = {
  dayNumber: number;
  destination: Destination;
  hotel: Place;
  /** When the day leaves the hotel, minutes after midnight. */
  departs: number;
  stops: ScheduledStop[];
  /** The leg back to the hotel. */
  back: Leg;
  returns: number;
};

export type Plan = {
  days: PlannedDay[];
  warnings: Warning[];
};

export type Warning = { code: string; message: string };

export type Violation = { code: string; message: string; day?: number; placeId?: number };
