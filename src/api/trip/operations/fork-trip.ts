import type { Core } from '@strapi/strapi';
import { ForbiddenError, NotFoundError, type Principal } from '../../../plugins/contract/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import type { TripRow } from '../content-types/rows';
import { canSee, TRIP_NOT_FOUND } from '../services/rules/access';
import { trips } from '../accessor';
import type { Outcome } from './outcome';

/**
 * A free copy for the principal of a trip they may read (public, their own, shared with them). A
 * missing or trashed trip is 404; someone else's private trip is 403, as the legacy route answered
 * (not the 404 of a read).
 */
export const forkTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId }: { tripId: number },
): Promise<Outcome<TripRow>> => {
  const access = await trips(strapi).trips.access(principal, tripId);
  if (!access || isTrashed(access.trip)) throw new NotFoundError(TRIP_NOT_FOUND);
  if (!canSee(access)) throw new ForbiddenError('You are not authorized to fork this trip');
  const source = access.trip;
  const forkId = await trips(strapi).forks.fork(source, principal.id);
  return { result: (await trips(strapi).trips.byId(forkId))!, message: 'Trip forked successfully' };
};
