import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../../plugins/contract/public';
import type { Knex } from 'knex';
import { CATALOG_OF, type ItemType } from '../itinerary-input/item-types';
import { changedItem, recordTripChange, type Editor } from '../changes/trip-change';
import { lockedOpenTrip } from '../changes/locked-trip';
import {
  ITINERARY_ITEM,
  ATTACHED_PLACE,
  DESTINATION_VISIT,
  type ItineraryItemRow,
  type TripRow,
} from '../../content-types/rows';

const NOT_ATTACHED = 'Item not found attached to this trip';

/** Detach looks for the catalog id in this order (legacy-behaviour §3.3). */
const DETACH_ORDER: ItemType[] = ['hotel', 'flight', 'restaurant', 'attraction', 'destination'];

/** Taking things off a trip: one itinerary item, or a catalog place with every item naming it. */
export const itineraryRemoval = (strapi: Core.Strapi) => {
  /** Removes a place's attachment (or every visit of a destination); how many rows went. */
  const unlink = async (tripId: number, type: ItemType, id: number) => {
    const { count } =
      type === 'destination'
        ? await strapi.db
            .query(DESTINATION_VISIT)
            .deleteMany({ where: { trip_id: tripId, destination_id: id } })
        : await strapi.db
            .query(ATTACHED_PLACE)
            .deleteMany({ where: { trip_id: tripId, item_type: type, item_id: id } });
    return Number(count);
  };

  return {
    /**
     * Removes an itinerary item and, when no other item of its trip names the same place, that
     * place's attachment (or destination visit): the place is off the trip and may be attached again.
     */
    async removeItem(item: ItineraryItemRow, by: Editor): Promise<number> {
      return strapi.db.transaction(async ({ trx }) => {
        // The trip's row first, as every trip change takes it: two changes never wait on each other crosswise.
        await lockedOpenTrip(strapi, trx as Knex.Transaction, item.trip_id);
        // A concurrent detach of the same item took it first: one of the two is 404.
        const { count } = await strapi.db.query(ITINERARY_ITEM).deleteMany({ where: { id: item.id } });
        if (Number(count) === 0) throw new NotFoundError(NOT_ATTACHED);
        const version = await recordTripChange(strapi, trx as Knex.Transaction, {
          tripId: item.trip_id,
          change: 'item_detached',
          by,
          item: changedItem(item),
        });
        const type = item.itemable_type as ItemType | null;
        if (!type || !item.itemable_id || !(type in CATALOG_OF)) return version;
        const place = { trip_id: item.trip_id, itemable_type: type, itemable_id: item.itemable_id };
        if (await strapi.db.query(ITINERARY_ITEM).count({ where: place })) return version;
        await unlink(item.trip_id, type, item.itemable_id);
        return version;
      });
    },

    /**
     * Detaches the first place with this catalog id (hotels → flights → restaurants → attractions →
     * destinations) together with every itinerary row of this trip that names it, in one
     * transaction: the place leaves the trip entirely (the legacy service left the rows behind, a
     * quirk, not a rule). Nothing attached with that id: 404.
     */
    async detachPlace(trip: TripRow, catalogId: number, by: Editor): Promise<number> {
      const detached = await strapi.db.transaction(async ({ trx }) => {
        await lockedOpenTrip(strapi, trx as Knex.Transaction, trip.id);
        for (const type of DETACH_ORDER) {
          if ((await unlink(trip.id, type, catalogId)) === 0) continue;
          await strapi.db
            .query(ITINERARY_ITEM)
            .deleteMany({ where: { trip_id: trip.id, itemable_type: type, itemable_id: catalogId } });
          return recordTripChange(strapi, trx as Knex.Transaction, {
            tripId: trip.id,
            change: 'item_detached',
            by,
            item: { id: null, itemable_type: type, itemable_id: catalogId, day_number: null },
          });
        }
        return null;
      });
      if (detached === null) throw new NotFoundError(NOT_ATTACHED);
      return detached;
    },
  };
};
