import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import { trips } from '../accessor';
import type { Outcome } from './outcome';

/** A trip the principal may see (public, theirs, shared with them, or any for an admin); anything else is 404. */
export const showTrip = async (
  strapi: Core.Strapi,
  principal: Principal | null,
  { tripId }: { tripId: number },
): Promise<Outcome<TripRow>> => ({
  result: await trips(strapi).trips.visible(principal, tripId),
  message: 'Trip retrieved successfully',
});
