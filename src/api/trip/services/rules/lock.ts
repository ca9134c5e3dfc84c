import { ForbiddenError, ValidationError } from '../../../../plugins/contract/public';
import type { TripRow } from '../../content-types/rows';

/** Booked and completed trips keep their itinerary (CONTRACT §4, §10). */
export const LOCKED_STATUSES = ['booked', 'completed'];

/** CONTRACT §10: `booked` comes only from a paid trip package (or the agency flow), never from a request body. */
export const BOOKED_BY_PAYMENT_ONLY = 'A trip becomes booked only when its package is paid.';

export const isLocked = (trip: Pick<TripRow, 'state'>) => LOCKED_STATUSES.includes(trip.state);

/** The one gate every itinerary change passes: 403 `trip_locked` on a booked or completed trip. */
export const assertUnlocked = (trip: Pick<TripRow, 'state'>) => {
  if (isLocked(trip))
    throw new ForbiddenError(
      `This trip is ${trip.state} and its itinerary can no longer be changed.`,
      'trip_locked',
    );
};

/**
 * The status an update asks for, checked; undefined when it changes nothing. Repeating the current
 * status is no change (a client may send the whole trip back). Asking for `booked` is 422 on
 * `status`: only a paid trip package books a trip. A booked or completed trip keeps its status
 * for its owner (403 `trip_locked`) — leaving it would unlock a paid or finished itinerary — while
 * an editor of trips may move it (to cancel or complete a booking, say).
 */
export const statusChange = (
  trip: Pick<TripRow, 'state'>,
  status: string | undefined,
  { editor }: { editor: boolean },
): string | undefined => {
  if (status === undefined || status === trip.state) return undefined;
  if (status === 'booked') throw ValidationError.field('status', BOOKED_BY_PAYMENT_ONLY);
  if (!editor) assertUnlocked(trip);
  return status;
};
