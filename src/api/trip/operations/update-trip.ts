import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import type { UpdateTripInput } from '../validators';
import { trips } from '../accessor';
import type { Input, Outcome } from './outcome';

/**
 * Changes a trip's details as its owner or an editor of trips. The body is read first (422 before
 * the trip's 404 and 403, as the legacy route answered); a locked trip refuses itinerary fields.
 */
export const updateTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, input }: { tripId: number; input: Input<UpdateTripInput> },
): Promise<Outcome<TripRow>> => {
  const changes = input();
  return {
    result: await trips(strapi).trips.update(principal, tripId, changes),
    message: 'Trip details updated successfully',
  };
};
