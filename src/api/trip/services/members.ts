import type { Core } from '@strapi/strapi';
import { NotFoundError, type Principal } from '../../../plugins/contract/public';
import { accounts } from '../../../plugins/accounts/public';
import { live } from '../../../plugins/live/public';
import type { MemberRole, TripMemberRow } from '../content-types/rows';
import type { Editor } from './changes/trip-change';
import { assertCurrent } from './changes/version-check';
import { isMine, roster } from './members/roster';
import { assertRoomForMember, isLivePending } from './members/rules';
import type { TripAccess } from './rules/access';

export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * A trip's members (CONTRACT §14): joining by a share link, another role, removal. Every change runs
 * in one transaction that locks the trip row first (as every trip change does): the member limit,
 * duplicates and concurrent joins are decided one at a time, and a change of the accepted members
 * takes the trip's next version. Invitations are `invitations`'.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = roster(strapi);
  const query = members.query;

  return {
    /** The trip's accepted members and live invitations, oldest first. */
    rowsOf: (tripId: number) => members.rowsOf(tripId),

    /** A member or live invitation of the trip by its id, else 404. */
    async rowOf(tripId: number, id: number): Promise<TripMemberRow> {
      const row = (await query().findOne({ where: { trip_id: tripId, id } })) as TripMemberRow | null;
      if (!row || (row.state === 'pending' && !isLivePending(row))) throw new NotFoundError(MEMBER_NOT_FOUND);
      return row;
    },

    /**
     * Joins a trip by a share link: a new member with the link's role, or the caller's invitation
     * accepted with it. A member already (or the owner) stays as they are: `joined` false.
     */
    async join(principal: Principal, tripId: number, role: MemberRole, shareLinkId: number) {
      const me = await accounts(strapi).people.one(principal.id, ['email']);
      return members.inTripTransaction(tripId, async (trx, trip) => {
        if (trip.user_id === principal.id) return { joined: false };
        const rows = await members.rowsOf(tripId);
        const mine = rows.find((row) => isMine(row, principal.id, me?.email));
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
        await members.announce(trx, 'member_added', row, { id: principal.id });
        return { joined: true };
      });
    },

    /** Gives a member (or an invitation) another role: a change of the trip when they are a member. */
    async changeRole(access: TripAccess, by: Editor, id: number, role: MemberRole): Promise<TripMemberRow> {
      return members.inTripTransaction(access.trip.id, async (trx, trip) => {
        const row = await this.rowOf(access.trip.id, id);
        // No change of the trip (the same role, an invitation): an old version is still refused.
        if (row.role === role || row.state !== 'accepted') assertCurrent(trip, by);
        if (row.role === role) return row;
        const updated = (await query().update({ where: { id: row.id }, data: { role } })) as TripMemberRow;
        if (row.state === 'accepted') await members.announce(trx, 'member_updated', updated, by);
        return updated;
      });
    },

    /**
     * Takes a member off the trip (the owner, or the member leaving), or withdraws an invitation.
     * The member's sockets leave the trip's channel once it commits.
     */
    async remove(access: TripAccess, by: Editor, id: number): Promise<TripMemberRow> {
      return members.inTripTransaction(access.trip.id, async (trx, trip, onCommit) => {
        const row = await this.rowOf(access.trip.id, id);
        if (row.state !== 'accepted') assertCurrent(trip, by);
        const { count } = await query().deleteMany({ where: { id: row.id } });
        if (Number(count) === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
        if (row.state !== 'accepted') return row;
        await members.announce(trx, 'member_removed', row, by);
        // Their sockets close (4200) on every instance and subscribe again: the trip's channel refuses them.
        const userId = row.user_id;
        if (userId) onCommit(() => live(strapi).live.dropUser(userId));
        return row;
      });
    },
  };
};
