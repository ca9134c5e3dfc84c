import { ForbiddenError, ValidationError } from '../../../../plugins/contract/public';
import type { UpdateTripInput } from '../../validators';
import { assertUnlocked, isLocked, statusChange } from './lock';
import { assertLengthFits } from './limits';
import type { TripRow } from '../../content-types/rows';

/** Fields of a booked or completed trip that its booking depends on: changing them is an itinerary change. */
const ITINERARY_FIELDS = ['start_date', 'end_date', 'no_of_days', 'no_of_travelers', 'budget'] as const;

/**
 * The columns an update writes, after its checks: the status rule (422 `booked`, 403 `trip_locked`
 * for an owner moving a locked trip), the lock on what a booking depends on (editors too), the
 * end not before the start nor over 60 days after it (CONTRACT §10), the price of an agency's trip
 * kept from its customer. Only the fields sent change.
 */
export const tripChanges = (
  trip: TripRow,
  input: UpdateTripInput,
  { editor }: { editor: boolean },
): Record<string, unknown> => {
  const { status, ...fields } = input;
  const state = statusChange(trip, status, { editor });
  if (isLocked(trip) && ITINERARY_FIELDS.some((field) => fields[field] !== undefined)) assertUnlocked(trip);
  // An agency's trip is sold at the agency's price (its budget): its customer buys it, never reprices it.
  if (
    trip.agency_assignment_id &&
    !editor &&
    fields.budget !== undefined &&
    fields.budget !== Number(trip.budget)
  )
    throw new ForbiddenError("The agency set this trip's price: ask the agency to change it.");
  const start = fields.start_date ?? trip.start_date;
  const end = fields.end_date ?? trip.end_date;
  if (start && end && end < start)
    throw ValidationError.field('end_date', 'The end date must be a date after or equal to start date.');
  // The length is checked when it is changed: a title edit never fails on an older trip's dates.
  assertLengthFits({
    no_of_days: fields.no_of_days,
    ...(fields.start_date !== undefined || fields.end_date !== undefined
      ? { start_date: start, end_date: end }
      : {}),
  });
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (state) data.state = state;
  return data;
};

/**
 * What an editor (a member, CONTRACT §14) may not change: publishing the trip and its status are
 * its owner's. Sending the values the trip already has changes nothing and passes, so a client may
 * send the whole trip back.
 */
export const assertEditorMayChange = (trip: TripRow, input: UpdateTripInput) => {
  if (input.is_public !== undefined && input.is_public !== Boolean(trip.is_public))
    throw new ForbiddenError("Only the trip's owner may make it public or private.");
  if (input.status !== undefined && input.status !== trip.state)
    throw new ForbiddenError("Only the trip's owner may change its status.");
};
