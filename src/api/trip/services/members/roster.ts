import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { TRIP_MEMBER, type TripMemberRow, type TripRow } from '../../content-types/rows';
import { lockedTrip } from '../changes/locked-trip';
import { recordTripChange, type Editor } from '../changes/trip-change';
import { MEMBER_EVENTS, memberEvent } from './events';
import { isLivePending, memberRef } from './rules';

/**
 * Whether a member row or invitation is the caller's: by the account it names, else (an invitation
 * to an address without an account) by that address. Accounts change addresses, so a row naming an
 * account is never matched by address.
 */
export const isMine = (row: TripMemberRow, userId: number, email: string | null | undefined) =>
  row.user_id !== null
    ? row.user_id === userId
    : Boolean(email) && row.email?.toLowerCase() === email!.toLowerCase();

/** What the members' and invitations' services share: the rows, the trip's lock, the announcement. */
export const roster = (strapi: Core.Strapi) => {
  const query = () => strapi.db.query(TRIP_MEMBER);
  return {
    query,

    /** The trip's accepted members and live invitations, oldest first. */
    async rowsOf(tripId: number): Promise<TripMemberRow[]> {
      const rows = (await query().findMany({
        where: { trip_id: tripId },
        orderBy: { id: 'asc' },
      })) as TripMemberRow[];
      return rows.filter((row) => row.state === 'accepted' || isLivePending(row));
    },

    /**
     * A members' change: the trip's row locked and read again first, as every change of the trip
     * (the limit, duplicates and concurrent accepts are decided one at a time). An expired
     * invitation is no invitation: it is deleted first, so it leaves room and its address or
     * account may be invited or join again.
     */
    inTripTransaction<T>(
      tripId: number,
      work: (trx: Knex.Transaction, trip: TripRow, onCommit: (hook: () => void) => void) => Promise<T>,
    ) {
      return strapi.db.transaction(async ({ trx, onCommit }) => {
        const trip = await lockedTrip(strapi, trx as Knex.Transaction, tripId);
        await query().deleteMany({
          where: { trip_id: tripId, state: 'pending', expires_at: { $lt: new Date() } },
        });
        return work(trx as Knex.Transaction, trip, onCommit);
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
