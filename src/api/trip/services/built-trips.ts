import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../plugins/contract/public';
import { CATALOG_OF, parseMorphType } from './itinerary-input/item-types';
import type { ItineraryEntry } from './itinerary-input/itinerary-input';
import type { ResolvedEntry } from './itinerary';
import { addDays, today } from './rules/dates';
import type { Knex } from 'knex';
import { readTotals, tableOf } from '../../../plugins/platform/public';
import { LIVE } from '../../../plugins/soft-delete/public';
import { TRIP, type TripRow } from '../content-types/rows';
import { AGENCY_TRIP_TOTALS } from '../guarantees';
import { trips } from '../accessor';

/** A catalog record an agency puts in a trip: `type` a type name or the legacy morph class. */
export type BuiltItem = { type: string; id: number };

export type BuiltTrip = {
  customerId: number;
  assignmentId: number;
  /** The agency building it: its sales count in that agency's earnings. */
  agencyUserId: number | null;
  title: string;
  startDate: string | null;
  endDate: string | null;
  noOfTravelers: number | null;
  budget: number;
  items: BuiltItem[];
};

const DAY_MS = 86400000;

/**
 * Trips an agency builds for its customer (legacy-behaviour §3.12): the customer's trip, `custom`
 * style, `pending`, linked to the assignment, its items catalog records on day 1 in the order sent.
 * The items are resolved first (`resolve`), outside any transaction; `insert` then writes the trip
 * in the caller's transaction.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Each item a live catalog record: an unknown type is 422 on `items.N.type`, a missing record on `items.N.id`. */
  async resolve(items: BuiltItem[]): Promise<ResolvedEntry[]> {
    const entries: ItineraryEntry[] = items.map((item, index) => {
      const type = parseMorphType(item.type);
      if (!type) throw ValidationError.field(`items.${index}.type`, 'The selected item type is invalid.');
      return {
        day_number: 1,
        item_order: index + 1,
        type,
        catalog_type: type,
        catalog_id: item.id,
        title: null,
        notes: null,
        time_slot: null,
        estimated_cost: null,
        latitude: null,
        longitude: null,
        location_label: null,
        source: { day: 'items', items: 'items' },
      };
    });
    const resolved = await trips(strapi).itinerary.resolve(entries);
    return resolved.map((entry, index) => {
      if (!entry.found) throw ValidationError.field(`items.${index}.id`, 'The selected item id is invalid.');
      return { ...entry, estimated_cost: CATALOG_OF[entry.catalog_type!].price(entry.found) };
    });
  },

  /** The trip, dated from a week ahead for a week unless the agency says otherwise. */
  async insert(input: BuiltTrip, entries: ResolvedEntry[]): Promise<TripRow> {
    const startDate = input.startDate ?? addDays(today(), 7);
    const endDate = input.endDate ?? addDays(startDate, 7);
    if (endDate < startDate)
      throw ValidationError.field('end_date', 'The end date must be a date after or equal to start date.');
    const days = Math.max(1, Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS));
    return trips(strapi).trips.insert(
      {
        user_id: input.customerId,
        title: input.title,
        description: null,
        travel_style: 'custom',
        interests: [],
        no_of_travelers: input.noOfTravelers ?? 1,
        budget: input.budget,
        no_of_days: days,
        start_date: startDate,
        end_date: endDate,
        state: 'pending',
        is_public: false,
        agency_assignment_id: input.assignmentId,
        agency_user_id: input.agencyUserId,
      },
      entries,
      [],
    );
  },

  /** The live trips `agencyUserId` built (every agency's: null) and the sum of their prices. */
  async totals(agencyUserId: number | null): Promise<{ trips: number; prices: number }> {
    const rows = await readTotals(
      strapi.db.connection as unknown as Knex,
      AGENCY_TRIP_TOTALS,
      agencyUserId === null ? {} : { agency_user_id: agencyUserId },
    );
    return {
      trips: rows.reduce((sum, row) => sum + row.n, 0),
      prices: rows.reduce((sum, row) => sum + Number(row.sum_budget), 0),
    };
  },

  /**
   * A page of the live trips `agencyUserId` built (every agency's: null), newest first; the total
   * from the running totals.
   */
  async pageOf(agencyUserId: number | null, { page, perPage }: { page: number; perPage: number }) {
    const where = { agency_user_id: agencyUserId ?? { $notNull: true }, ...LIVE };
    const [items, totals] = await Promise.all([
      strapi.db.query(TRIP).findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: perPage,
        offset: (page - 1) * perPage,
      }) as Promise<TripRow[]>,
      this.totals(agencyUserId),
    ]);
    return { items, total: totals.trips };
  },

  /** Trips' titles by id, trashed ones included (what an agency's receipts name). */
  async titles(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await strapi.db
      .query(TRIP)
      .findMany({ select: ['id', 'title'], where: { id: { $in: ids } } })) as TripRow[];
    return new Map(rows.map((row) => [row.id, row.title]));
  },

  /** Built trips that do not name their agency yet (built before trips did), by id from `afterId`. */
  async unattributed(afterId: number, limit: number): Promise<Array<{ id: number; assignmentId: number }>> {
    const rows = (await (strapi.db.connection as unknown as Knex)(tableOf(strapi, TRIP))
      .select('id', 'agency_assignment_id')
      .whereNotNull('agency_assignment_id')
      .whereNull('agency_user_id')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)) as Array<{ id: number; agency_assignment_id: number }>;
    return rows.map((row) => ({ id: Number(row.id), assignmentId: Number(row.agency_assignment_id) }));
  },

  /** Names the agency of built trips (trip ids by agency), in one statement per agency. */
  async attribute(byAgency: Map<number, number[]>) {
    const knex = strapi.db.connection as unknown as Knex;
    for (const [agencyUserId, ids] of byAgency)
      await knex(tableOf(strapi, TRIP))
        .whereIn('id', ids)
        .whereNull('agency_user_id')
        .update({ agency_user_id: agencyUserId });
  },
});
