import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import { trips } from '../accessor';
import { openTrip } from './open-trip';
import { currentOnConflict } from './current-on-conflict';
import type { Input, Outcome, Precondition } from './outcome';

/**
 * Takes an itinerary item off an open trip, and the place it named when no other item names it; an
 * id no item has is taken as an attached place's catalog id (legacy-behaviour §3.3).
 */
export const detachItem = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, itemId, ifVersion }: { tripId: number; itemId: Input<number> } & Precondition,
): Promise<Outcome<TripRow>> => {
  const trip = await openTrip(strapi, principal, tripId);
  const id = itemId();
  const version = await currentOnConflict(strapi, principal, tripId, () =>
    trips(strapi).itinerary.detach(trip, id, { id: principal.id, ifVersion }),
  );
  return { result: { ...trip, version }, message: 'Item detached from trip successfully' };
};
