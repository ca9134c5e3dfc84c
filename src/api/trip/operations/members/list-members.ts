import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../../plugins/contract/public';
import { presentMember, presentOwner } from '../../presenters/members';
import { trips } from '../../accessor';
import type { Outcome } from '../outcome';
import { namesOf } from './people';

/**
 * GET /trips/{trip}/members: the owner, the members and the live invitations, for the trip's
 * members (and admins); anyone else gets 404, public trip or not.
 */
export const listMembers = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId }: { tripId: number },
) => {
  const access = await trips(strapi).trips.ofMember(principal, tripId);
  const rows = await trips(strapi).members.rowsOf(tripId);
  const people = await namesOf(strapi, [access.trip.user_id, ...rows.map((row) => row.user_id)]);
  const fullEmail = access.role === 'owner' || access.admin;
  return {
    result: [
      presentOwner(access.trip, people),
      ...rows.map((row) => presentMember(row, people, { fullEmail })),
    ],
    message: 'Members retrieved successfully',
  } satisfies Outcome<unknown>;
};
