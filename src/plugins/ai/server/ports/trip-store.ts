import { type Principal } from '../../../contract/public';
import { definePort } from '../../../platform/public';
import type { PlannedTrip } from './planned-trip';
import type { TripView } from './trip-view';

/** What the AI reads from and writes to the trips module. */
export type TripStore = {
  /** A path's trip id, or 404 as the trip routes answer a trip that is not there. */
  tripIdOf(value: unknown): number;
  /** A trip the caller may see, as the AI reads it; else 404 `Trip not found`. */
  view(principal: Principal, tripId: number): Promise<TripView>;
  /** Whether a trip of this user still lives (not trashed): a cached plan's trip is answered again. */
  ownsLiveTrip(userId: number, tripId: number): Promise<boolean>;
  /** 404, 403 or `trip_locked` unless the caller may plan into the trip (owner, editor, admin). */
  assertPlannable(principal: Principal, tripId: number): Promise<void>;
  /** Replaces the trip's itinerary with the plan, as one change of the trip. */
  replacePlanned(principal: Principal, tripId: number, plan: PlannedTrip): Promise<{ id: number }>;
  /** Saves a plan as the user's `planned` trip, all of it or nothing. */
  createPlanned(userId: number, plan: PlannedTrip): Promise<{ id: number }>;
};

/** The trips module provides it at registration; without it the AI's trip routes fail loudly (500). */
export const tripStore = definePort<TripStore>('ai.trip-store');
