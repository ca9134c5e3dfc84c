import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../../plugins/contract/public';
import type { TripRow } from '../../content-types/rows';
import { presentInvitation } from '../../presenters/members';
import { trips } from '../../accessor';
import type { Outcome } from '../outcome';
import { namesOf } from './people';

/** GET /trip-invitations/{token}: what the link invites to (the token is the secret; 404 once it is used). */
export const showInvitation = async (strapi: Core.Strapi, { token }: { token: string }) => {
  const row = await trips(strapi).invitations.byToken(token);
  const trip = (await trips(strapi).trips.byId(row.trip_id))!;
  const people = await namesOf(strapi, [row.invited_by]);
  const inviter =
    row.invited_by === null ? null : { id: row.invited_by, name: people.get(row.invited_by)?.name ?? null };
  return { result: presentInvitation(row, trip, inviter), message: 'Invitation retrieved successfully' };
};

/** POST /trip-invitations/{token}/accept: the invited account joins; the trip as they now see it. */
export const acceptInvitation = async (
  strapi: Core.Strapi,
  principal: Principal,
  { token }: { token: string },
): Promise<Outcome<TripRow>> => {
  const row = await trips(strapi).invitations.accept(principal, token);
  return {
    result: (await trips(strapi).trips.byId(row.trip_id))!,
    message: 'Invitation accepted successfully',
  };
};

/** POST /trip-invitations/{token}/decline. */
export const declineInvitation = async (
  strapi: Core.Strapi,
  principal: Principal,
  { token }: { token: string },
): Promise<Outcome<null>> => {
  await trips(strapi).invitations.decline(principal, token);
  return { result: null, message: 'Invitation declined' };
};
