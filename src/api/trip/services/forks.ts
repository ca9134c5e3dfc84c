import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns, tableOf } from '../../../plugins/platform/public';
import { outbox } from '../../../plugins/queue/public';
import {
  TRIP_EVENT,
  ITINERARY_ITEM,
  ATTACHED_PLACE,
  TRIP,
  DESTINATION_VISIT,
  type TripRow,
} from '../content-types/rows';

/** The columns a fork takes over from its source (everything else is the fork's own). */
const COPIED = [
  'description',
  'travel_style',
  'interests',
  'no_of_travelers',
  'budget',
  'no_of_days',
  'start_date',
  'end_date',
  'estimated_cost',
] as const;

const ITEM_COLUMNS = [
  'itemable_type',
  'itemable_id',
  'day_number',
  'item_order',
  'type',
  'time_slot',
  'title',
  'notes',
  'estimated_cost',
  'latitude',
  'longitude',
  'location_label',
];

/**
 * Forks on the query builder, so the same copy runs in its own transaction (free fork) or inside
 * billing's settling transaction (paid fork). CONTRACT §3: a fork copies the destinations, every
 * attached place (flights too) and the itinerary items.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const table = (uid: string) => tableOf(strapi, uid);

  return {
    /** The caller's fork of `source`, created by `trx` (rows of `source` as read in the same trx). */
    async copy(trx: Knex.Transaction, source: TripRow, userId: number): Promise<number> {
      const now = new Date();
      const [inserted] = await trx(table(TRIP))
        .insert({
          ...newRowColumns(now),
          ...Object.fromEntries(COPIED.map((column) => [column, source[column] ?? null])),
          // A json column: the query engine hands it parsed, the query builder wants text.
          interests:
            typeof source.interests === 'string' ? source.interests : JSON.stringify(source.interests ?? []),
          user_id: userId,
          title: `${source.title} (Forked)`.slice(0, 255),
          state: 'pending',
          is_public: false,
          is_fork: true,
          version: 1,
          parent_trip_id: source.id,
          original_trip_id: source.original_trip_id ?? source.id,
          source_version_id: new Date(source.updated_at ?? source.updatedAt ?? now).toISOString(),
        })
        .returning('id');
      const forkId = Number(typeof inserted === 'object' ? inserted.id : inserted);
      const copyRows = async (uid: string, columns: string[]) => {
        const rows = (await trx(table(uid))
          .where('trip_id', source.id)
          .orderBy('id')
          .select(columns)) as object[];
        if (rows.length)
          await trx(table(uid)).insert(
            rows.map((row) => ({ ...newRowColumns(now), ...row, trip_id: forkId })),
          );
      };
      await copyRows(DESTINATION_VISIT, [
        'destination_id',
        'day_number',
        'visit_order',
        'estimated_date',
        'notes',
        'place_name',
      ]);
      await copyRows(ATTACHED_PLACE, ['item_type', 'item_id', 'place_name']);
      await copyRows(ITINERARY_ITEM, ITEM_COLUMNS);
      // The source's owner hears of it (the notifications read the stored event).
      await trx(table(TRIP_EVENT)).insert({
        ...newRowColumns(now),
        type: 'trip.forked',
        trip_id: source.id,
        user_id: source.user_id,
        payload: JSON.stringify({ fork_id: forkId, forked_by: userId }),
      });
      await outbox(strapi).emit(
        'trips.trip.forked',
        { tripId: source.id, forkId, ownerId: source.user_id, userId },
        { trx, key: `trips.trip.forked:${forkId}` },
      );
      return forkId;
    },

    /** A free fork in its own transaction. */
    async fork(source: TripRow, userId: number): Promise<number> {
      return (strapi.db.connection as unknown as Knex).transaction((trx) => this.copy(trx, source, userId));
    },
  };
};
