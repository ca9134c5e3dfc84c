import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import type { UpdateTripInput } from '../validators';
import { trips } from '../accessor';
import type { Input, Outcome, Precondition } from './outcome';
import { currentOnConflict } from './current-on-conflict';

/**
 * Changes a trip's details as its owner, an editor (its plan, not its publication or status) or an
 * admin. The body is read first (422 before the trip's 404 and 403, as the legacy route answered);
 * a locked trip refuses itinerary fields.
 */
export const updateTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, input, ifVersion }: { tripId: number; input: Input<UpdateTripInput> } & Precondition,
): Promise<Outcome<TripRow>> => {
  const changes = input();
  return {
    result: await currentOnConflict(strapi, principal, tripId, () =>
      trips(strapi).trips.update(principal, tripId, changes, ifVersion),
    ),
    message: 'Trip details updated successfully',
  };
};
