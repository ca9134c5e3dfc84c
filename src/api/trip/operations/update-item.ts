import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import type { UpdateItemInput } from '../validators';
import { trips } from '../accessor';
import { openTrip } from './open-trip';
import type { Input, Outcome } from './outcome';

/** Changes one itinerary item of an open trip: the trip's checks first, then the item id, then the body (422). */
export const updateItem = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, itemId, input }: { tripId: number; itemId: Input<number>; input: Input<UpdateItemInput> },
): Promise<Outcome<TripRow>> => {
  const trip = await openTrip(strapi, principal, tripId);
  const id = itemId();
  await trips(strapi).itinerary.updateItem(trip, id, input(), principal.id);
  return { result: trip, message: 'Itinerary item updated successfully' };
};
