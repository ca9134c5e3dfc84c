import type { Core } from '@strapi/strapi';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type Principal,
} from '../../../plugins/contract/public';
import { accounts } from '../../../plugins/accounts/public';
import { isUniqueViolation } from '../../../plugins/platform/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import type { MemberRole, TripMemberRow } from '../content-types/rows';
import type { Editor } from './changes/trip-change';
import { assertCurrent } from './changes/version-check';
import { MEMBER_EVENTS, memberEvent } from './members/events';
import { isMine, roster } from './members/roster';
import { assertRoomForMember, INVITATION_DAYS, isLivePending } from './members/rules';
import { freshSecret, hashOf, INVITATION, SECRET_SHAPE } from './links/secrets';
import type { TripAccess } from './rules/access';
import { trips } from '../accessor';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ALREADY_MEMBER = 'This person is already a member of the trip or invited to it.';

/**
 * Invitations (CONTRACT §14): sent by the owner to an address, accepted or declined from the link
 * by the invited account only, 7 days long. Each change runs under the trip's row lock.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = roster(strapi);
  const query = members.query;

  return {
    /**
     * Invites an address (the owner's act): the account with it, if any, is named on the invitation
     * and told in the app; a mail with the link goes to the address either way (the outbox relays it).
     */
    async invite(access: TripAccess, by: Editor, email: string, role: MemberRole): Promise<TripMemberRow> {
      const { trip } = access;
      const account = await accounts(strapi).people.byEmail(email, ['email']);
      if (account?.id === trip.user_id) throw new ConflictError(ALREADY_MEMBER, 'already_member');
      try {
        return await members.inTripTransaction(trip.id, async (trx, current) => {
          assertCurrent(current, by);
          const rows = await members.rowsOf(trip.id);
          if (rows.some((row) => isMine(row, account?.id ?? 0, email)))
            throw new ConflictError(ALREADY_MEMBER, 'already_member');
          assertRoomForMember(rows.length);
          const { nonce, hash } = freshSecret(strapi, INVITATION);
          const row = (await query().create({
            data: {
              trip_id: trip.id,
              user_id: account?.id ?? null,
              email,
              role,
              state: 'pending',
              invited_by: by.id,
              expires_at: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
              nonce,
              token_hash: hash,
            },
          })) as TripMemberRow;
          await memberEvent(strapi, trx, MEMBER_EVENTS.invited, row, by.id);
          return row;
        });
      } catch (error) {
        // A concurrent invitation of the same account won the unique index.
        if (isUniqueViolation(error)) throw new ConflictError(ALREADY_MEMBER, 'already_member');
        throw error;
      }
    },

    /** A live invitation by the token of its link, else 404 (used, withdrawn, declined or expired). */
    async byToken(token: string): Promise<TripMemberRow> {
      if (!SECRET_SHAPE.test(token)) throw new NotFoundError(INVITATION_NOT_FOUND);
      const row = (await query().findOne({ where: { token_hash: hashOf(token) } })) as TripMemberRow | null;
      if (!row || !isLivePending(row)) throw new NotFoundError(INVITATION_NOT_FOUND);
      const trip = await trips(strapi).trips.byId(row.trip_id);
      if (!trip || isTrashed(trip)) throw new NotFoundError(INVITATION_NOT_FOUND);
      return row;
    },

    /** The invitation, for the invited account only (the account it names, or its address): another is 403. */
    async forCaller(principal: Principal, token: string): Promise<TripMemberRow> {
      const row = await this.byToken(token);
      const me = await accounts(strapi).people.one(principal.id, ['email']);
      if (!isMine(row, principal.id, me?.email))
        throw new ForbiddenError('This invitation was sent to another address.');
      return row;
    },

    /** Accepts an invitation: one member, however many accepts race (the others find the token used: 404). */
    async accept(principal: Principal, token: string): Promise<TripMemberRow> {
      const invited = await this.forCaller(principal, token);
      return members.inTripTransaction(invited.trip_id, async (trx) => {
        const row = (await query().findOne({
          where: { id: invited.id, token_hash: invited.token_hash },
        })) as TripMemberRow | null;
        if (!row || !isLivePending(row)) throw new NotFoundError(INVITATION_NOT_FOUND);
        // Joined meanwhile by a share link: the invitation is used up, the membership stays as it is.
        const already = (await query().findOne({
          where: { trip_id: row.trip_id, user_id: principal.id, state: 'accepted' },
        })) as TripMemberRow | null;
        if (already) {
          await query().delete({ where: { id: row.id } });
          return already;
        }
        const accepted = (await query().update({
          where: { id: row.id },
          data: {
            state: 'accepted',
            user_id: principal.id,
            joined_at: new Date(),
            expires_at: null,
            nonce: null,
            token_hash: null,
          },
        })) as TripMemberRow;
        await members.announce(trx, 'member_added', accepted, { id: principal.id });
        return accepted;
      });
    },

    /** Declines an invitation: it is gone (its link answers 404 from now on); nothing else changes. */
    async decline(principal: Principal, token: string): Promise<void> {
      const row = await this.forCaller(principal, token);
      const { count } = await query().deleteMany({ where: { id: row.id, token_hash: row.token_hash } });
      if (Number(count) === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
    },
  };
};
