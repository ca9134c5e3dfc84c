import type { Core } from '@strapi/strapi';
import { NotFoundError, type Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import { parseItemType } from '../services/itinerary-input/item-types';
import type { AttachInput } from '../validators';
import { trips } from '../accessor';
import { openTrip } from './open-trip';
import { currentOnConflict } from './current-on-conflict';
import type { Input, Outcome, Precondition } from './outcome';

export type AttachPlace = { tripId: number; type: string; input: Input<AttachInput> } & Precondition;

/**
 * Puts a catalog place on a day of a trip. The checks run in the legacy order: the trip (404, 403,
 * `trip_locked`), the type, the body (422), the catalog record (404), a duplicate (409). An unknown
 * type is 404, not the legacy 400 `invalid_type`: it names no route (CONTRACT §10).
 */
export const attachPlace = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, type, input, ifVersion }: AttachPlace,
): Promise<Outcome<TripRow>> => {
  const trip = await openTrip(strapi, principal, tripId);
  return currentOnConflict(strapi, principal, tripId, async () => {
    const itemType = parseItemType(type);
    if (!itemType)
      throw new NotFoundError('Unknown type. Allowed: hotel, flight, restaurant, attraction, destination.');
    const body = input();
    const by = { id: principal.id, ifVersion: ifVersion ?? body.version };
    const { label, version } = await trips(strapi).itinerary.attach(trip, itemType, body, by);
    return {
      // The trip at the version this change made (its ETag), not one a later change made.
      result: { ...trip, version },
      message: `${label} attached to trip Day ${body.day_number} successfully`,
    };
  });
};
