import { ForbiddenError } from '../../../plugins/contract/public';
import type { TripRow } from './rows';

/** Booked and completed trips keep their itinerary (CONTRACT §4, §10). */
export const LOCKED_STATUSES = ['booked', 'completed'];

export const isLocked = (trip: Pick<TripRow, 'state'>) => LOCKED_STATUSES.includes(trip.state);

/** The one gate every itinerary change passes: 403 `trip_locked` on a booked or completed trip. */
export const assertUnlocked = (trip: Pick<TripRow, 'state'>) => {
  if (isLocked(trip))
    throw new ForbiddenError(
      `This trip is ${trip.state} and its itinerary can no longer be changed.`,
      'trip_locked',
    );
};
