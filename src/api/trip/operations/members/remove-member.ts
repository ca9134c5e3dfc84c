import type { Core } from '@strapi/strapi';
import { ForbiddenError, type Principal } from '../../../../plugins/contract/public';
import { trips } from '../../accessor';
import { currentOnConflict } from '../current-on-conflict';
import type { Input, Outcome, Precondition } from '../outcome';

/**
 * DELETE /trips/{trip}/members/{id}: the owner removes a member or withdraws an invitation; a member
 * removes themself (leaves). Another member is 403; someone not on the trip 404.
 */
export const removeMember = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, memberId, ifVersion }: { tripId: number; memberId: Input<number> } & Precondition,
): Promise<Outcome<null>> => {
  const access = await trips(strapi).trips.ofMember(principal, tripId);
  const row = await trips(strapi).members.rowOf(tripId, memberId());
  const manages = access.role === 'owner' || access.admin;
  if (!manages && row.user_id !== principal.id)
    throw new ForbiddenError("Only the trip's owner may remove other members.");
  await currentOnConflict(strapi, principal, tripId, () =>
    trips(strapi).members.remove(access, { id: principal.id, ifVersion }, row.id),
  );
  return {
    result: null,
    message: row.state === 'pending' ? 'Invitation withdrawn successfully' : 'Member removed successfully',
  };
};
