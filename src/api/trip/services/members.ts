import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type Principal,
} from '../../../plugins/contract/public';
import { accounts } from '../../../plugins/accounts/public';
import { isUniqueViolation, lockRow } from '../../../plugins/platform/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import { live } from '../../../plugins/live/public';
import { TRIP, TRIP_MEMBER, type MemberRole, type TripMemberRow } from '../content-types/rows';
import { recordTripChange, type Editor } from './changes/trip-change';
import { assertCurrent } from './changes/version-check';
import { assertRoomForMember, INVITATION_DAYS, isLivePending, memberRef } from './members/rules';
import { freshSecret, hashOf, INVITATION, SECRET_SHAPE } from './members/secrets';
import { MEMBER_EVENTS, memberEvent } from './members/events';
import type { TripAccess } from './rules/access';
import { trips } from '../accessor';

export const MEMBER_NOT_FOUND = 'Member not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
const ALREADY = 'This person is already a member of the trip or invited to it.';

/**
 * Members and invitations (CONTRACT §14). Every change runs in one transaction that locks the trip
 * row first (as every trip change does): the member limit, duplicates and concurrent accepts are
 * decided one at a time, and a change of the accepted members takes the trip's next version.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(TRIP_MEMBER);
  const inTripTransaction = <T>(
    tripId: number,
    work: (trx: Knex.Transaction, onCommit: (hook: () => void) => void) => Promise<T>,
  ) =>
    strapi.db.transaction(async ({ trx, onCommit }) => {
      await lockRow(strapi, trx as Knex.Transaction, TRIP, tripId);
      return work(trx as Knex.Transaction, onCommit);
    });
  const rowsOf = async (tripId: number) =>
    (
      (await query().findMany({ where: { trip_id: tripId }, orderBy: { id: 'asc' } })) as TripMemberRow[]
    ).filter((row) => row.state === 'accepted' || isLivePending(row));

  return {
    /** The trip's accepted members and live invitations, oldest first. */
    rowsOf,

    /** A member or live invitation of the trip by its id, else 404. */
    async rowOf(tripId: number, id: number): Promise<TripMemberRow> {
      const row = (await query().findOne({ where: { trip_id: tripId, id } })) as TripMemberRow | null;
      if (!row || (row.state === 'pending' && !isLivePending(row))) throw new NotFoundError(MEMBER_NOT_FOUND);
      return row;
    },

    /**
     * Invites an address (the owner's act): the account with it, if any, is named on the invitation
     * and told in the app; a mail with the link goes to the address either way (the outbox relays it).
     */
    async invite(access: TripAccess, by: Editor, email: string, role: MemberRole): Promise<TripMemberRow> {
      const { trip } = access;
      const account = await accounts(strapi).people.byEmail(email, ['email']);
      const owner = await accounts(strapi).people.one(trip.user_id, ['email']);
      if (account?.id === trip.user_id || owner?.email?.toLowerCase() === email)
        throw new ConflictError(ALREADY, 'already_member');
      try {
        return await inTripTransaction(trip.id, async (trx) => {
          assertCurrent((await trips(strapi).trips.byId(trip.id))!, by);
          // An expired invitation is no invitation: it leaves room and may be sent again.
          await query().deleteMany({
            where: { trip_id: trip.id, state: 'pending', expires_at: { $lt: new Date() } },
          });
          const rows = await rowsOf(trip.id);
          if (
            rows.some((row) => row.email?.toLowerCase() === email || (account && row.user_id === account.id))
          )
            throw new ConflictError(ALREADY, 'already_member');
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
        if (isUniqueViolation(error)) throw new ConflictError(ALREADY, 'already_member');
        throw error;
      }
    },

    /** A live invitation by the token of its link, else 404 (used, withdrawn, declined or expired). */
    async invitation(token: string): Promise<TripMemberRow> {
      if (!SECRET_SHAPE.test(token)) throw new NotFoundError(INVITATION_NOT_FOUND);
      const row = (await query().findOne({ where: { token_hash: hashOf(token) } })) as TripMemberRow | null;
      if (!row || !isLivePending(row)) throw new NotFoundError(INVITATION_NOT_FOUND);
      const trip = await trips(strapi).trips.byId(row.trip_id);
      if (!trip || isTrashed(trip)) throw new NotFoundError(INVITATION_NOT_FOUND);
      return row;
    },

    /** The invitation, for the invited account only (by its id, or its address): another one is 403. */
    async invitationFor(principal: Principal, token: string): Promise<TripMemberRow> {
      const row = await this.invitation(token);
      const me = await accounts(strapi).people.one(principal.id, ['email']);
      const mine =
        row.user_id === principal.id || (me?.email && me.email.toLowerCase() === row.email?.toLowerCase());
      if (!mine) throw new ForbiddenError('This invitation was sent to another address.');
      return row;
    },

    /** Accepts an invitation: one member, however many accepts race (the others find the token used: 404). */
    async accept(principal: Principal, token: string): Promise<TripMemberRow> {
      const invited = await this.invitationFor(principal, token);
      return inTripTransaction(invited.trip_id, async (trx) => {
        const row = (await query().findOne({
          where: { id: invited.id, token_hash: invited.token_hash },
        })) as TripMemberRow | null;
        if (!row || !isLivePending(row)) throw new NotFoundError(INVITATION_NOT_FOUND);
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
        await this.announce(trx, 'member_added', accepted, { id: principal.id });
        return accepted;
      });
    },

    /** Declines an invitation: it is gone (its link answers 404 from now on); nothing else changes. */
    async decline(principal: Principal, token: string): Promise<void> {
      const row = await this.invitationFor(principal, token);
      const { count } = await query().deleteMany({ where: { id: row.id, token_hash: row.token_hash } });
      if (Number(count) === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
    },

    /**
     * Joins a trip by a share link: a new member with the link's role, or the caller's invitation
     * accepted with it. A member already (or the owner) stays as they are: `joined` false.
     */
    async join(principal: Principal, tripId: number, role: MemberRole, shareLinkId: number) {
      const trip = (await trips(strapi).trips.byId(tripId))!;
      if (trip.user_id === principal.id) return { joined: false };
      const me = await accounts(strapi).people.one(principal.id, ['email']);
      return inTripTransaction(tripId, async (trx) => {
        const rows = await rowsOf(tripId);
        const mine = rows.find(
          (row) =>
            row.user_id === principal.id ||
            (me?.email && row.email?.toLowerCase() === me.email.toLowerCase()),
        );
        if (mine?.state === 'accepted') return { joined: false };
        if (!mine) assertRoomForMember(rows.length);
        const data = {
          state: 'accepted',
          user_id: principal.id,
          role,
          joined_at: new Date(),
          expires_at: null,
          nonce: null,
          token_hash: null,
          share_link_id: shareLinkId,
        };
        const row = (
          mine
            ? await query().update({ where: { id: mine.id }, data })
            : await query().create({
                data: { ...data, trip_id: tripId, email: me?.email?.toLowerCase() ?? null },
              })
        ) as TripMemberRow;
        await this.announce(trx, 'member_added', row, { id: principal.id });
        return { joined: true };
      });
    },

    /** Gives a member (or an invitation) another role: a change of the trip when they are a member. */
    async changeRole(access: TripAccess, by: Editor, id: number, role: MemberRole): Promise<TripMemberRow> {
      return inTripTransaction(access.trip.id, async (trx) => {
        const row = await this.rowOf(access.trip.id, id);
        if (row.role === role) {
          assertCurrent((await trips(strapi).trips.byId(access.trip.id))!, by);
          return row;
        }
        const updated = (await query().update({ where: { id: row.id }, data: { role } })) as TripMemberRow;
        if (row.state === 'accepted') await this.announce(trx, 'member_updated', updated, by);
        return updated;
      });
    },

    /**
     * Takes a member off the trip (the owner, or the member leaving), or withdraws an invitation.
     * The member's sockets leave the trip's channel once it commits.
     */
    async remove(access: TripAccess, by: Editor, id: number): Promise<TripMemberRow> {
      return inTripTransaction(access.trip.id, async (trx, onCommit) => {
        const row = await this.rowOf(access.trip.id, id);
        const { count } = await query().deleteMany({ where: { id: row.id } });
        if (Number(count) === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
        if (row.state === 'accepted') {
          await this.announce(trx, 'member_removed', row, by);
          // Their sockets close (4200) on every instance and subscribe again: the trip's channel refuses them.
          const userId = row.user_id;
          if (userId) onCommit(() => live(strapi).live.dropUser(userId));
        } else assertCurrent((await trips(strapi).trips.byId(access.trip.id))!, by);
        return row;
      });
    },

    /** A change of the accepted members: the trip's next version, its activity, live, and the people told. */
    async announce(
      trx: Knex.Transaction,
      change: 'member_added' | 'member_updated' | 'member_removed',
      row: TripMemberRow,
      by: Editor,
    ) {
      await recordTripChange(strapi, trx, { tripId: row.trip_id, change, by, member: memberRef(row) });
      await memberEvent(strapi, trx, MEMBER_EVENTS[change], row, by.id);
    },
  };
};
