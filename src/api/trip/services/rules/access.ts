import { ForbiddenError, NotFoundError, type Principal } from '../../../../plugins/contract/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import type { TripRow } from '../../content-types/rows';

export const TRIP_NOT_FOUND = 'Trip not found';
/** Editors of every trip: the permission `manage trips` (admin, super_admin). */
export const MANAGE_TRIPS = 'manage trips';

export const managesTrips = (principal: Principal | null | undefined): boolean =>
  Boolean(principal && (principal.roles.includes('super_admin') || principal.permissions.has(MANAGE_TRIPS)));

export const ownsTrip = (principal: Principal | null | undefined, trip: TripRow): boolean =>
  Boolean(principal && principal.id === trip.user_id);

/** A live trip the caller may see: public, theirs, or any for an editor of trips. */
export const canSee = (principal: Principal | null | undefined, trip: TripRow): boolean =>
  !isTrashed(trip) && (Boolean(trip.is_public) || ownsTrip(principal, trip) || managesTrips(principal));

/** The trip as the caller may see it, or 404 `Trip not found` (missing, trashed or private). */
export const visibleTrip = (principal: Principal | null | undefined, trip: TripRow | null): TripRow => {
  if (!trip || !canSee(principal, trip)) throw new NotFoundError(TRIP_NOT_FOUND);
  return trip;
};

/**
 * The trip the caller may change (CONTRACT §3): the owner's or, for an editor of trips, any.
 * Private and missing trips are 404; someone else's public trip is 403.
 */
export const changeableTrip = (principal: Principal | null | undefined, trip: TripRow | null): TripRow => {
  const visible = visibleTrip(principal, trip);
  if (!ownsTrip(principal, visible) && !managesTrips(principal))
    throw new ForbiddenError('You are not authorized to change this trip.');
  return visible;
};
