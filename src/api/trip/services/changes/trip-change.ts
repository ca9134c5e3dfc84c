import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { accounts } from '../../../../plugins/accounts/public';
import { live } from '../../../../plugins/live/public';
import { newRowColumns, tableOf } from '../../../../plugins/platform/public';
import { TRIP, TRIP_ACTIVITY } from '../../content-types/rows';
import { assertVersion, type Editor } from './version-check';
import { tripChannel } from '../live/trip-channel';

/** What happened to a trip (CONTRACT §13's `change` names; the members' come with trips planned together). */
export type TripChangeKind =
  | 'trip_updated'
  | 'item_attached'
  | 'item_updated'
  | 'item_detached'
  | 'member_added'
  | 'member_updated'
  | 'member_removed'
  | 'status_changed';

/**
 * The item a change concerns, by reference: an event stays small (the Pusher HTTP API takes 10 kB
 * at most), and a client reads the item itself over REST. `id` is null when a whole catalog place
 * went (every item naming it) or a visited destination moved.
 */
export type ChangedItem = {
  id: number | null;
  itemable_type: string | null;
  itemable_id: number | null;
  day_number: number | null;
};

/** The member a change of the trip's members concerns. */
export type ChangedMember = { id: number; user_id: number; role: string | null };

export type TripChange = {
  tripId: number;
  change: TripChangeKind;
  /**
   * Who made it: a user id, an editor naming the version they changed (412 when it moved on), or
   * null for an admin's save in the panel (no account of the app).
   */
  by: number | Editor | null;
  item?: ChangedItem;
  member?: ChangedMember;
};

export type { Editor } from './version-check';

/**
 * Records a change in the transaction that makes it: the trip's version grows by one, atomically
 * (the row stays locked until the commit, so concurrent changes get strictly increasing versions),
 * its activity row is written, and `trip.updated` leaves on the trip's channel once that
 * transaction commits — never for a change rolled back. A change named against an older version
 * is refused (412) and rolls back with everything written before it. Rows written outside the
 * document service may hold no version yet: 1.
 */
export const recordTripChange = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  { tripId, change, by, item, member }: TripChange,
): Promise<number> => {
  const table = tableOf(strapi, TRIP);
  const userId = by === null || typeof by === 'number' ? by : by.id;
  const before = (await trx(table).where({ id: tripId }).first('version')) as {
    version: number | string | null;
  };
  if (by !== null) assertVersion(tripId, Number(before.version ?? 1), by);
  await trx(table)
    .where({ id: tripId })
    .update({ version: trx.raw('COALESCE(??, 1) + 1', ['version']) });
  const row = (await trx(table).where({ id: tripId }).first('version')) as { version: number | string };
  const version = Number(row.version);
  // With the query builder: a purchase records its change inside a knex transaction of its own.
  await trx(tableOf(strapi, TRIP_ACTIVITY)).insert({
    ...newRowColumns(),
    trip_id: tripId,
    version,
    change,
    user_id: userId,
    item: item ? JSON.stringify(item) : null,
    member: member ? JSON.stringify(member) : null,
  });
  await live(strapi).live.afterCommit(
    tripChannel(tripId),
    'trip.updated',
    async () => {
      const person = userId === null ? null : await accounts(strapi).people.one(userId, ['name']);
      return {
        trip_id: tripId,
        version,
        change,
        ...(item ? { item } : {}),
        ...(member ? { member } : {}),
        by: { id: userId, name: person?.name ?? null },
      };
    },
    { trx },
  );
  return version;
};

/** An itinerary row as a change names it. */
export const changedItem = (row: {
  id: number;
  itemable_type: string | null;
  itemable_id: number | null;
  day_number: number | string | null;
}): ChangedItem => ({
  id: row.id,
  itemable_type: row.itemable_type ?? null,
  itemable_id: row.itemable_id ?? null,
  day_number: row.day_number === null ? null : Number(row.day_number),
});
