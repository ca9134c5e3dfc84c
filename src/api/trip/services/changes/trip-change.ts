import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { accounts } from '../../../../plugins/accounts/public';
import { live } from '../../../../plugins/live/public';
import { tableOf } from '../../../../plugins/platform/public';
import { TRIP } from '../../content-types/rows';
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

export type TripChange = { tripId: number; change: TripChangeKind; by: number; item?: ChangedItem };

/**
 * Records a change in the transaction that makes it: the trip's version grows by one, atomically
 * (the row stays locked until the commit, so concurrent changes get strictly increasing versions),
 * and `trip.updated` leaves on the trip's channel once that transaction commits — never for a
 * change rolled back. Rows written outside the document service may hold no version yet: 1.
 */
export const recordTripChange = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  { tripId, change, by, item }: TripChange,
): Promise<number> => {
  const table = tableOf(strapi, TRIP);
  await trx(table)
    .where({ id: tripId })
    .update({ version: trx.raw('COALESCE(??, 1) + 1', ['version']) });
  const row = (await trx(table).where({ id: tripId }).first('version')) as { version: number | string };
  const version = Number(row.version);
  await live(strapi).live.afterCommit(
    tripChannel(tripId),
    'trip.updated',
    async () => {
      const person = await accounts(strapi).people.one(by, ['name']);
      return {
        trip_id: tripId,
        version,
        change,
        ...(item ? { item } : {}),
        by: { id: by, name: person?.name ?? null },
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
