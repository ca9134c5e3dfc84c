import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../../plugins/contract/public';
import type { MemberRole } from '../../content-types/rows';
import { presentMember } from '../../presenters/members';
import { trips } from '../../accessor';
import { currentOnConflict } from '../current-on-conflict';
import type { Input, Outcome, Precondition } from '../outcome';
import { namesOf } from './people';

export type InviteInput = { email: string; role: MemberRole };

/** POST /trips/{trip}/members: the owner invites an address (201 with the pending invitation). */
export const inviteMember = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, input, ifVersion }: { tripId: number; input: Input<InviteInput> } & Precondition,
) => {
  const access = await trips(strapi).trips.owned(
    principal,
    tripId,
    "Only the trip's owner may invite members.",
  );
  const { email, role } = input();
  const row = await currentOnConflict(strapi, principal, tripId, () =>
    trips(strapi).invitations.invite(access, { id: principal.id, ifVersion }, email, role),
  );
  const people = await namesOf(strapi, [row.user_id]);
  return {
    result: presentMember(row, people, { fullEmail: true }),
    message: 'Invitation sent successfully',
  } satisfies Outcome<unknown>;
};
