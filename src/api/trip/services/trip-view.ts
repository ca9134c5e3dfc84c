import { accounts } from '../../../plugins/accounts/public';
import type { Core } from '@strapi/strapi';
import { COLLECTIONS, catalog, type Item } from '../../catalog/public';
import { CATALOG_OF, ITEM_TYPES, type ItemType } from './itinerary-input/item-types';
import { presentItem, presentTrip, presentVisitedDestination } from '../presenters/trip';
import { trips } from '../accessor';
import {
  TRIP,
  ITINERARY_ITEM,
  ATTACHED_PLACE,
  DESTINATION_VISIT,
  type ItineraryItemRow,
  type AttachedPlaceRow,
  type TripRow,
  type DestinationVisitRow,
} from '../content-types/rows';

type Records = Record<ItemType, Map<number, Item>>;

/** A trip as another module mentions it, with the first destination it visits. */
export type TripBrief = { trip: TripRow; destination: { id: number; name: string } | null };

const byDayThenOrder = (a: ItineraryItemRow, b: ItineraryItemRow) =>
  a.day_number - b.day_number || Number(a.item_order ?? 0) - Number(b.item_order ?? 0) || a.id - b.id;

/** What the trip routes answer: a trip with its itinerary and the catalog records it names. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The live catalog records of each type, by id, through the catalog's read models. */
  const records = async (ids: Record<ItemType, number[]>): Promise<Records> => {
    const loaded = await Promise.all(
      ITEM_TYPES.map(async (type) => {
        const wanted = [...new Set(ids[type])];
        if (wanted.length === 0) return [type, new Map()] as const;
        const { items } = await catalog(strapi).reader.list(COLLECTIONS[CATALOG_OF[type].collection], {
          narrow: (query) => void query.whereIn('t.id', wanted),
          perPage: wanted.length,
        });
        return [type, new Map(items.map((item) => [item.id as number, item]))] as const;
      }),
    );
    return Object.fromEntries(loaded) as Records;
  };

  /**
   * Who the viewer is to each trip (`role`: owner, editor, viewer, or null when they only see it)
   * and how many plan it (`members_count`: the owner and the accepted members; CONTRACT §14).
   */
  const sharing = async (rows: TripRow[], viewer: number | null) => {
    const ids = rows.map((trip) => trip.id);
    const [roles, counts] = await Promise.all([
      trips(strapi).memberships.rolesOf(ids, viewer),
      trips(strapi).memberships.counts(ids),
    ]);
    return (trip: TripRow) => ({
      role: viewer !== null && trip.user_id === viewer ? 'owner' : (roles.get(trip.id) ?? null),
      members_count: 1 + (counts.get(trip.id) ?? 0),
    });
  };

  return {
    /** The live catalog places attached to a trip, by type (what a package is priced from). */
    async attachedPlaces(tripId: number): Promise<Record<ItemType, Item[]>> {
      const links = (await strapi.db
        .query(ATTACHED_PLACE)
        .findMany({ where: { trip_id: tripId }, orderBy: { id: 'asc' } })) as AttachedPlaceRow[];
      const ids = Object.fromEntries(ITEM_TYPES.map((type) => [type, [] as number[]])) as Record<
        ItemType,
        number[]
      >;
      for (const link of links) ids[link.item_type as ItemType]?.push(link.item_id);
      const found = await records(ids);
      return Object.fromEntries(
        ITEM_TYPES.map((type) => [type, ids[type].flatMap((id) => found[type].get(id) ?? [])]),
      ) as Record<ItemType, Item[]>;
    },

    /**
     * One trip with its itinerary items (and their catalog records), destinations and attached
     * places, and who `viewer` is to it.
     */
    async detail(trip: TripRow, { viewer = null }: { viewer?: number | null } = {}) {
      const shared = (await sharing([trip], viewer))(trip);
      const [items, visits, links] = (await Promise.all([
        strapi.db.query(ITINERARY_ITEM).findMany({ where: { trip_id: trip.id } }),
        strapi.db.query(DESTINATION_VISIT).findMany({
          where: { trip_id: trip.id },
          orderBy: [{ day_number: 'asc' }, { visit_order: 'asc' }, { id: 'asc' }],
        }),
        strapi.db.query(ATTACHED_PLACE).findMany({ where: { trip_id: trip.id }, orderBy: { id: 'asc' } }),
      ])) as [ItineraryItemRow[], DestinationVisitRow[], AttachedPlaceRow[]];
      const ids = Object.fromEntries(ITEM_TYPES.map((type) => [type, [] as number[]])) as Record<
        ItemType,
        number[]
      >;
      for (const item of items)
        if (item.itemable_type && item.itemable_id)
          ids[item.itemable_type as ItemType]?.push(item.itemable_id);
      for (const visit of visits) ids.destination.push(visit.destination_id);
      for (const link of links) ids[link.item_type as ItemType]?.push(link.item_id);
      const found = await records(ids);
      const attached = (type: ItemType) =>
        links
          .filter((link) => link.item_type === type)
          .flatMap((link) => found[type].get(link.item_id) ?? []);
      return {
        ...presentTrip(trip),
        ...shared,
        itinerary_items: [...items]
          .sort(byDayThenOrder)
          .map((item) =>
            presentItem(
              item,
              item.itemable_type
                ? (found[item.itemable_type as ItemType]?.get(item.itemable_id!) ?? null)
                : null,
            ),
          ),
        destinations: visits.flatMap((visit) => {
          const destination = found.destination.get(visit.destination_id);
          return destination ? [presentVisitedDestination(destination, visit)] : [];
        }),
        hotels: attached('hotel'),
        flights: attached('flight'),
        restaurants: attached('restaurant'),
        attractions: attached('attraction'),
      };
    },

    /** Trips of a list page, each with its destinations (one read per page, not per trip). */
    async summaries(
      rows: TripRow[],
      { withUser = false, viewer = null }: { withUser?: boolean; viewer?: number | null } = {},
    ) {
      const ids = rows.map((trip) => trip.id);
      const shared = await sharing(rows, viewer);
      const visits = (
        ids.length
          ? await strapi.db.query(DESTINATION_VISIT).findMany({
              where: { trip_id: { $in: ids } },
              orderBy: [{ day_number: 'asc' }, { visit_order: 'asc' }],
            })
          : []
      ) as DestinationVisitRow[];
      const destinations = (
        await records({
          hotel: [],
          flight: [],
          restaurant: [],
          attraction: [],
          destination: visits.map((v) => v.destination_id),
        })
      ).destination;
      const users = withUser ? await this.owners(rows.map((trip) => trip.user_id)) : new Map();
      return rows.map((trip) => ({
        ...presentTrip(trip),
        ...shared(trip),
        destinations: visits
          .filter((visit) => visit.trip_id === trip.id)
          .flatMap((visit) => {
            const destination = destinations.get(visit.destination_id);
            return destination ? [presentVisitedDestination(destination, visit)] : [];
          }),
        ...(withUser ? { user: users.get(trip.user_id) ?? null } : {}),
      }));
    },

    /**
     * Trips by id as other modules mention them (a conversation about a trip), each with the first
     * destination it visits; trashed trips included, unknown ids left out.
     */
    async briefs(ids: ReadonlyArray<number | null>) {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map<number, TripBrief>();
      const rows = (await strapi.db.query(TRIP).findMany({ where: { id: { $in: wanted } } })) as TripRow[];
      const visits = (await strapi.db.query(DESTINATION_VISIT).findMany({
        where: { trip_id: { $in: wanted } },
        orderBy: [{ day_number: 'asc' }, { visit_order: 'asc' }],
      })) as Array<{ trip_id: number; destination_id: number }>;
      const names = await catalog(strapi).reader.names(
        COLLECTIONS.destinations,
        visits.map((visit) => visit.destination_id),
      );
      const firstVisit = (tripId: number) => visits.find((visit) => visit.trip_id === tripId);
      return new Map<number, TripBrief>(
        rows.map((trip) => {
          const first = firstVisit(trip.id);
          const destination = first
            ? { id: first.destination_id, name: names.get(first.destination_id) ?? '' }
            : null;
          return [trip.id, { trip, destination }];
        }),
      );
    },

    /** The public face of trip owners: id and name only (never the username, which is the e-mail). */
    async owners(userIds: number[]): Promise<Map<number, { id: number; name: string | null }>> {
      if (userIds.length === 0) return new Map();
      const people = await accounts(strapi).people.byIds(userIds, ['name']);
      return new Map([...people.values()].map((row) => [row.id, { id: row.id, name: row.name ?? null }]));
    },
  };
};
