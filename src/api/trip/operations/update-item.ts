import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import type { UpdateItemInput } from '../validators';
import { trips } from '../accessor';
import { openTrip } from './open-trip';
import { currentOnConflict } from './current-on-conflict';
import type { Input, Outcome, Precondition } from './outcome';

/** Changes one itinerary item of an open trip: the trip's checks first, then the item id, then the body (422). */
export const updateItem = async (
  strapi: Core.Strapi,
  principal: Principal,
  {
    tripId,
    itemId,
    input,
    ifVersion,
  }: { tripId: number; itemId: Input<number>; input: Input<UpdateItemInput> } & Precondition,
): Promise<Outcome<TripRow>> => {
  const trip = await openTrip(strapi, principal, tripId);
  const id = itemId();
  const body = input();
  const version = await currentOnConflict(strapi, principal, tripId, () =>
    trips(strapi).itinerary.updateItem(trip, id, body, {
      id: principal.id,
      ifVersion: ifVersion ?? body.version,
    }),
  );
  return { result: { ...trip, version }, message: 'Itinerary item updated successfully' };
};
