import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../../plugins/contract/public';
import type { MemberRole, TripRow } from '../../content-types/rows';
import { presentShareLink } from '../../presenters/members';
import { trips } from '../../accessor';
import type { Input, Outcome } from '../outcome';

const OWNER_ONLY = "Only the trip's owner may share it.";

/** POST /trips/{trip}/share-links: the owner makes a link (201, its URL shown to them only). */
export const createShareLink = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, input }: { tripId: number; input: Input<{ role: MemberRole; expires_in_days?: number }> },
) => {
  const { trip } = await trips(strapi).trips.owned(principal, tripId, OWNER_ONLY);
  const { role, expires_in_days } = input();
  const links = trips(strapi).shareLinks;
  const link = await links.create(trip, principal.id, role, expires_in_days);
  return { result: presentShareLink(link, links.urlOf(link)), message: 'Share link created successfully' };
};

/** GET /trips/{trip}/share-links: the owner's open links. */
export const listShareLinks = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId }: { tripId: number },
) => {
  await trips(strapi).trips.owned(principal, tripId, OWNER_ONLY);
  const links = trips(strapi).shareLinks;
  const open = await links.open(tripId);
  return {
    result: open.map((link) => presentShareLink(link, links.urlOf(link))),
    message: 'Share links retrieved successfully',
  };
};

/** DELETE /trips/{trip}/share-links/{id}: revoked at once. */
export const revokeShareLink = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, linkId }: { tripId: number; linkId: Input<number> },
): Promise<Outcome<null>> => {
  await trips(strapi).trips.owned(principal, tripId, OWNER_ONLY);
  await trips(strapi).shareLinks.revoke(tripId, linkId());
  return { result: null, message: 'Share link revoked successfully' };
};

/** GET /trip-share/{secret}: the trip a link lets one join, and the role. */
export const showShareLink = async (strapi: Core.Strapi, { secret }: { secret: string }) => {
  const link = await trips(strapi).shareLinks.bySecret(secret);
  const trip = (await trips(strapi).trips.byId(link.trip_id))!;
  return {
    result: {
      trip: { id: trip.id, title: trip.title },
      role: link.role,
      expires_at: link.expires_at ? new Date(link.expires_at).toISOString() : null,
    },
    message: 'Share link retrieved successfully',
  };
};

/** POST /trip-share/{secret}/join: the caller becomes a member with the link's role (a member already stays as is). */
export const joinTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { secret }: { secret: string },
): Promise<Outcome<TripRow> & { joined: boolean }> => {
  const { joined, tripId } = await trips(strapi).shareLinks.join(principal, secret);
  return {
    result: (await trips(strapi).trips.byId(tripId))!,
    joined,
    message: joined ? 'You joined the trip' : 'You are already on this trip',
  };
};
