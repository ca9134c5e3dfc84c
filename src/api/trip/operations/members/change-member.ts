import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../../plugins/contract/public';
import type { MemberRole } from '../../content-types/rows';
import { presentMember } from '../../presenters/members';
import { trips } from '../../accessor';
import { currentOnConflict } from '../current-on-conflict';
import type { Input, Outcome, Precondition } from '../outcome';
import { namesOf } from './people';

/** PATCH /trips/{trip}/members/{id}: the owner gives a member (or an invitation) another role. */
export const changeMember = async (
  strapi: Core.Strapi,
  principal: Principal,
  {
    tripId,
    memberId,
    input,
    ifVersion,
  }: { tripId: number; memberId: Input<number>; input: Input<{ role: MemberRole }> } & Precondition,
) => {
  const access = await trips(strapi).trips.owned(
    principal,
    tripId,
    "Only the trip's owner may change roles.",
  );
  const id = memberId();
  const { role } = input();
  const row = await currentOnConflict(strapi, principal, tripId, () =>
    trips(strapi).members.changeRole(access, { id: principal.id, ifVersion }, id, role),
  );
  const people = await namesOf(strapi, [row.user_id]);
  return {
    result: presentMember(row, people, { fullEmail: true }),
    message: 'Member updated successfully',
  } satisfies Outcome<unknown>;
};
