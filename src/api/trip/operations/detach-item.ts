import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import { trips } from '../accessor';
import { openTrip } from './open-trip';
import type { Input, Outcome } from './outcome';

/**
 * Takes an itinerary item off an open trip, and the place it named when no other item names it; an
 * id no item has is taken as an attached place's catalog id (legacy-behaviour §3.3).
 */
export const detachItem = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, itemId }: { tripId: number; itemId: Input<number> },
): Promise<Outcome<TripRow>> => {
  const trip = await openTrip(strapi, principal, tripId);
  await trips(strapi).itinerary.detach(trip, itemId(), principal.id);
  return { result: trip, message: 'Item detached from trip successfully' };
};
