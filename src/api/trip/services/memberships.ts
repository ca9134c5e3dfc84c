import type { Core } from '@strapi/strapi';
import { TRIP_MEMBER, type MemberRole, type TripMemberRow } from '../content-types/rows';
import { invitationUrl } from './members/invitation-mail';
import { isLivePending } from './members/rules';

const ACCEPTED = { state: 'accepted' } as const;

/**
 * Who is on which trip, read (CONTRACT §14): the accepted members' roles and counts. Every check of
 * a member's rights reads here, per request, so a removal or a new role holds on every instance at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(TRIP_MEMBER);

  return {
    /** The user's role on the trip as an accepted member, or null. */
    async roleOf(tripId: number, userId: number | null | undefined): Promise<MemberRole | null> {
      if (!userId) return null;
      const row = (await query().findOne({
        where: { trip_id: tripId, user_id: userId, ...ACCEPTED },
        select: ['role'],
      })) as Pick<TripMemberRow, 'role'> | null;
      return row?.role ?? null;
    },

    /** The user's role on each of these trips where they are an accepted member. */
    async rolesOf(tripIds: number[], userId: number | null | undefined): Promise<Map<number, MemberRole>> {
      if (!userId || tripIds.length === 0) return new Map();
      const rows = (await query().findMany({
        where: { trip_id: { $in: tripIds }, user_id: userId, ...ACCEPTED },
        select: ['trip_id', 'role'],
      })) as Array<Pick<TripMemberRow, 'trip_id' | 'role'>>;
      return new Map(rows.map((row) => [row.trip_id, row.role]));
    },

    /** How many accepted members each trip has (its owner not counted). */
    async counts(tripIds: number[]): Promise<Map<number, number>> {
      if (tripIds.length === 0) return new Map();
      const rows = (await query().findMany({
        where: { trip_id: { $in: tripIds }, ...ACCEPTED },
        select: ['trip_id'],
      })) as Array<Pick<TripMemberRow, 'trip_id'>>;
      const counts = new Map<number, number>();
      for (const row of rows) counts.set(row.trip_id, (counts.get(row.trip_id) ?? 0) + 1);
      return counts;
    },

    /** A member or invitation by id (whatever its state), or null once it is gone. */
    async byId(id: number): Promise<TripMemberRow | null> {
      return (await query().findOne({ where: { id } })) as TripMemberRow | null;
    },

    /**
     * A live invitation's link (`{APP_URL}/api/trip-invitations/{token}`), made again from its nonce;
     * null once it was answered, withdrawn or expired. Accepting it still takes the invited account.
     */
    async invitationUrl(id: number): Promise<string | null> {
      const row = await this.byId(id);
      return row && isLivePending(row) && row.nonce ? invitationUrl(strapi, row) : null;
    },

    /** The trips the user is an accepted member of (not those they own). */
    async tripIdsOf(userId: number): Promise<number[]> {
      const rows = (await query().findMany({
        where: { user_id: userId, ...ACCEPTED },
        select: ['trip_id'],
      })) as Array<Pick<TripMemberRow, 'trip_id'>>;
      return rows.map((row) => row.trip_id);
    },
  };
};
