import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ConflictError, NotFoundError, ValidationError } from '../../../plugins/contract/public';
import { isUniqueViolation } from '../../../plugins/platform/public';
import { lockedOpenTrip } from './changes/locked-trip';
import { COLLECTIONS, catalog, recordName, type Item } from '../../catalog/public';
import { CATALOG_OF, type ItemType } from './itinerary-input/item-types';
import type { ItineraryEntry } from './itinerary-input/itinerary-input';
import { assertRoomOnDay } from './rules/limits';
import { itineraryRemoval } from './itinerary-removal/itinerary-removal';
import { changedItem, recordTripChange, type Editor } from './changes/trip-change';
import { assertCurrent, versionOf } from './changes/version-check';
import {
  ITINERARY_ITEM,
  ATTACHED_PLACE,
  DESTINATION_VISIT,
  type ItineraryItemRow,
  type TripRow,
} from '../content-types/rows';
import type { AttachInput, CreateTripInput, UpdateItemInput } from '../validators';

/** An itinerary entry with the live catalog record it names (null: free text, or a record that is gone). */
export type ResolvedEntry = ItineraryEntry & { found: Item | null };

/** A trip's itinerary rows, visited destinations and attached catalog places. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = () => catalog(strapi).reader;

  /** The live catalog record of a type, or null. */
  const record = async (type: ItemType, id: number): Promise<Item | null> => {
    const { items } = await reader().list(COLLECTIONS[CATALOG_OF[type].collection], {
      narrow: (query) => void query.where('t.id', id),
      perPage: 1,
    });
    return items[0] ?? null;
  };

  const linked = async (tripId: number, type: ItemType, id: number) =>
    type === 'destination'
      ? Boolean(
          await strapi.db
            .query(DESTINATION_VISIT)
            .findOne({ where: { trip_id: tripId, destination_id: id } }),
        )
      : Boolean(
          await strapi.db
            .query(ATTACHED_PLACE)
            .findOne({ where: { trip_id: tripId, item_type: type, item_id: id } }),
        );

  /**
   * Room for one more item on a day (CONTRACT §10), else 422 on `field`. The trip's row is locked
   * until the caller's transaction ends, so two writers racing into a day with 49 items add one,
   * not two (SQLite runs one writing transaction at a time already).
   */
  const assertRoom = async (trx: unknown, tripId: number, dayNumber: number, field: string) => {
    await lockedOpenTrip(strapi, trx as Knex.Transaction, tripId);
    const count = await strapi.db
      .query(ITINERARY_ITEM)
      .count({ where: { trip_id: tripId, day_number: dayNumber } });
    assertRoomOnDay(dayNumber, Number(count), field);
  };

  return {
    record,

    /** `destination_id` (a live destination, else 422), or the first destination matching `city`/`destination`. */
    async resolveDestination(input: CreateTripInput): Promise<number | null> {
      if (input.destination_id) return this.liveDestination(input.destination_id);
      const name = input.city ?? input.destination;
      if (!name) return null;
      const { items } = await reader().list(COLLECTIONS.destinations, {
        filters: { search: name },
        perPage: 1,
      });
      return (items[0]?.id as number | undefined) ?? null;
    },

    /** A live destination's id, else 422 on `destination_id`. */
    async liveDestination(id: number): Promise<number> {
      if (!(await record('destination', id)))
        throw ValidationError.field('destination_id', 'The selected destination id is invalid.');
      return id;
    },

    /** The name a visit or an attached place keeps for the admin panel (read before any transaction). */
    async placeName(type: ItemType, id: number): Promise<string | null> {
      return recordName(await record(type, id));
    },

    async visit(tripId: number, destinationId: number, dayNumber: number, name: string | null) {
      const order = await strapi.db.query(DESTINATION_VISIT).count({ where: { trip_id: tripId } });
      await strapi.db.query(DESTINATION_VISIT).create({
        data: {
          trip_id: tripId,
          destination_id: destinationId,
          place_name: name,
          day_number: dayNumber,
          visit_order: Number(order) + 1,
        },
      });
    },

    /** Links a catalog place unless it already is; a destination becomes a visit on that day. */
    async link(tripId: number, type: ItemType, id: number, dayNumber: number, name: string | null) {
      if (await linked(tripId, type, id)) return;
      if (type === 'destination') return this.visit(tripId, id, dayNumber, name);
      await strapi.db
        .query(ATTACHED_PLACE)
        .create({ data: { trip_id: tripId, item_type: type, item_id: id, place_name: name } });
    },

    /**
     * The catalog records the entries name, looked up before any transaction opens (on SQLite a
     * read outside an open write transaction would wait for it).
     */
    async resolve(entries: ItineraryEntry[]): Promise<ResolvedEntry[]> {
      const resolved: ResolvedEntry[] = [];
      for (const entry of entries) {
        const found =
          entry.catalog_type && entry.catalog_id ? await record(entry.catalog_type, entry.catalog_id) : null;
        resolved.push({ ...entry, found });
      }
      return resolved;
    },

    /** Writes itinerary rows (in the caller's transaction); an entry naming a live record is linked to it. */
    async write(tripId: number, entries: ResolvedEntry[]) {
      for (const { found, ...entry } of entries) {
        if (found)
          await this.link(
            tripId,
            entry.catalog_type!,
            entry.catalog_id!,
            entry.day_number,
            recordName(found),
          );
        await strapi.db.query(ITINERARY_ITEM).create({
          data: {
            trip_id: tripId,
            itemable_type: found ? entry.catalog_type : null,
            itemable_id: found ? entry.catalog_id : null,
            day_number: entry.day_number,
            item_order: entry.item_order,
            type: entry.type,
            time_slot: entry.time_slot,
            title: entry.title ?? (found?.name as string | undefined) ?? null,
            notes: entry.notes,
            estimated_cost: entry.estimated_cost,
            latitude: entry.latitude ?? (found?.latitude as number | null | undefined) ?? null,
            longitude: entry.longitude ?? (found?.longitude as number | null | undefined) ?? null,
            location_label: entry.location_label,
          },
        });
      }
    },

    /**
     * Attach after the trip, lock, type and body checks: 404 `{Type} not found`, then 409
     * `already_attached`. Answers the place's label and the trip's new version.
     */
    async attach(trip: TripRow, type: ItemType, input: AttachInput, by: Editor) {
      const { label } = CATALOG_OF[type];
      const found = await record(type, input.item_id);
      if (!found) throw new NotFoundError(`${label} not found`);
      if (await linked(trip.id, type, input.item_id))
        throw new ConflictError(`${label} is already attached to this trip.`, 'already_attached');
      try {
        return { label, version: await this.attachInTransaction(trip, type, input, found, by) };
      } catch (error) {
        // A concurrent attach of the same place won the unique index.
        if (isUniqueViolation(error))
          throw new ConflictError(`${label} is already attached to this trip.`, 'already_attached');
        throw error;
      }
    },

    async attachInTransaction(trip: TripRow, type: ItemType, input: AttachInput, found: Item, by: Editor) {
      const { label, price } = CATALOG_OF[type];
      return strapi.db.transaction(async ({ trx }) => {
        await assertRoom(trx, trip.id, input.day_number, input.day_field);
        await this.link(trip.id, type, input.item_id, input.day_number, recordName(found));
        const last = (await strapi.db.query(ITINERARY_ITEM).findOne({
          where: { trip_id: trip.id, day_number: input.day_number },
          orderBy: { item_order: 'desc' },
        })) as ItineraryItemRow | null;
        const created = (await strapi.db.query(ITINERARY_ITEM).create({
          data: {
            trip_id: trip.id,
            itemable_type: type,
            itemable_id: input.item_id,
            day_number: input.day_number,
            item_order: Number(last?.item_order ?? 0) + 1,
            type,
            time_slot: '10:00 AM',
            title: (found.name as string | undefined) ?? (found.flight_number as string | undefined) ?? label,
            notes: `Attached to Day ${input.day_number}`,
            estimated_cost: price(found),
            latitude: (found.latitude as number | null | undefined) ?? null,
            longitude: (found.longitude as number | null | undefined) ?? null,
            location_label:
              (found.address as string | undefined) ?? (found.city_name as string | undefined) ?? null,
          },
        })) as ItineraryItemRow;
        return recordTripChange(strapi, trx as Knex.Transaction, {
          tripId: trip.id,
          change: 'item_attached',
          by,
          item: changedItem(created),
        });
      });
    },

    /**
     * CONTRACT §4: one of this trip's itinerary items by its own id, else the first place attached
     * with this catalog id. Only this trip's rows are ever looked at. Answers the trip's new version.
     */
    async detach(trip: TripRow, id: number, by: Editor): Promise<number> {
      const removal = itineraryRemoval(strapi);
      const item = (await strapi.db
        .query(ITINERARY_ITEM)
        .findOne({ where: { trip_id: trip.id, id } })) as ItineraryItemRow | null;
      if (item) return removal.removeItem(item, by);
      return removal.detachPlace(trip, id, by);
    },

    /**
     * An itinerary row by its id (or catalog id), else the day of a visited destination; 404 when
     * neither. Answers the trip's version after it (unchanged for a body that changes nothing).
     */
    async updateItem(
      trip: TripRow,
      id: number,
      { version: _version, ...input }: UpdateItemInput,
      by: Editor,
    ): Promise<number> {
      // A body that changes nothing is no change: no version, no event, but an old version is refused.
      const unchanged = () => {
        assertCurrent(trip, by);
        return versionOf(trip);
      };
      const data = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      // The row's own id first, then a row naming that catalog record.
      const item = ((await strapi.db.query(ITINERARY_ITEM).findOne({ where: { trip_id: trip.id, id } })) ??
        (await strapi.db.query(ITINERARY_ITEM).findOne({
          where: { trip_id: trip.id, itemable_id: id },
          orderBy: { id: 'asc' },
        }))) as ItineraryItemRow | null;
      if (item && Object.keys(data).length === 0) return unchanged();
      if (item)
        return strapi.db.transaction(async ({ trx }) => {
          // The trip's row first, as every trip change takes it: two changes never wait on each other crosswise.
          await lockedOpenTrip(strapi, trx as Knex.Transaction, trip.id);
          // Moving to another day takes room there.
          if (input.day_number !== undefined && input.day_number !== Number(item.day_number))
            await assertRoom(trx, trip.id, input.day_number, 'day_number');
          const updated = (await strapi.db
            .query(ITINERARY_ITEM)
            .update({ where: { id: item.id }, data })) as ItineraryItemRow | null;
          // Detached meanwhile by someone else: nothing to change (the version stays, rolled back).
          if (!updated) throw new NotFoundError('Itinerary item not found');
          return recordTripChange(strapi, trx as Knex.Transaction, {
            tripId: trip.id,
            change: 'item_updated',
            by,
            item: changedItem(updated),
          });
        });
      const visit = (await strapi.db
        .query(DESTINATION_VISIT)
        .findOne({ where: { trip_id: trip.id, destination_id: id } })) as {
        id: number;
        day_number: number;
      } | null;
      if (!visit) throw new NotFoundError('Itinerary item not found');
      // Only the day of a visit can change; a body without one, or with its day, changes nothing.
      if (input.day_number === undefined || input.day_number === Number(visit.day_number)) return unchanged();
      const dayNumber = input.day_number;
      return strapi.db.transaction(async ({ trx }) => {
        await lockedOpenTrip(strapi, trx as Knex.Transaction, trip.id);
        await strapi.db
          .query(DESTINATION_VISIT)
          .update({ where: { id: visit.id }, data: { day_number: dayNumber } });
        return recordTripChange(strapi, trx as Knex.Transaction, {
          tripId: trip.id,
          change: 'item_updated',
          by,
          item: { id: null, itemable_type: 'destination', itemable_id: id, day_number: dayNumber },
        });
      });
    },
  };
};
