import { ForbiddenError, NotFoundError, type Principal } from '../../../../plugins/contract/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import type { MemberRole, TripRow } from '../../content-types/rows';

export const TRIP_NOT_FOUND = 'Trip not found';
/** Editors of every trip: the permission `manage trips` (admin, super_admin). */
export const MANAGE_TRIPS = 'manage trips';

/** The caller's part in a trip (CONTRACT §14): its owner, a member, or nobody (null). */
export type TripRole = 'owner' | MemberRole;

/** A trip with who the caller is to it: their role, and whether they manage every trip (admins). */
export type TripAccess = { trip: TripRow; role: TripRole | null; admin: boolean };

export const managesTrips = (principal: Principal | null | undefined): boolean =>
  Boolean(principal && (principal.roles.includes('super_admin') || principal.permissions.has(MANAGE_TRIPS)));

export const ownsTrip = (principal: Principal | null | undefined, trip: TripRow): boolean =>
  Boolean(principal && principal.id === trip.user_id);

/** Who the caller is to the trip, given their accepted membership's role (if any). */
export const accessOf = (
  principal: Principal | null | undefined,
  trip: TripRow,
  memberRole: MemberRole | null,
): TripAccess => ({
  trip,
  role: ownsTrip(principal, trip) ? 'owner' : memberRole,
  admin: managesTrips(principal),
});

/** A live trip the caller may see: public, theirs, one they are a member of, or any for an admin. */
export const canSee = (access: TripAccess): boolean =>
  !isTrashed(access.trip) && (Boolean(access.trip.is_public) || access.role !== null || access.admin);

/** The trip as the caller may see it, or 404 `Trip not found` (missing, trashed or private). */
export const visibleTrip = (access: TripAccess | null): TripAccess => {
  if (!access || !canSee(access)) throw new NotFoundError(TRIP_NOT_FOUND);
  return access;
};

const NOT_YOURS = 'You are not authorized to change this trip.';

/**
 * The trip whose plan the caller may change (CONTRACT §3, §14): its owner, an editor, or an admin.
 * Private and missing trips are 404 for outsiders; a viewer, or an outsider on a public trip, is 403.
 */
export const editableTrip = (access: TripAccess | null): TripAccess => {
  const visible = visibleTrip(access);
  if (visible.role === 'owner' || visible.role === 'editor' || visible.admin) return visible;
  throw new ForbiddenError(NOT_YOURS);
};

/**
 * The trip only its owner (or an admin) may do this to: delete it, publish it, manage its members.
 * A member gets 403; an outsider 404 on a private trip, 403 on a public one.
 */
export const ownedTrip = (access: TripAccess | null, message = NOT_YOURS): TripAccess => {
  const visible = visibleTrip(access);
  if (visible.role === 'owner' || visible.admin) return visible;
  throw new ForbiddenError(message);
};

/** A trip its members read together (members, activity): anyone else, public trip or not, gets 404. */
export const memberTrip = (access: TripAccess | null): TripAccess => {
  const visible = visibleTrip(access);
  if (visible.role !== null || visible.admin) return visible;
  throw new NotFoundError(TRIP_NOT_FOUND);
};
