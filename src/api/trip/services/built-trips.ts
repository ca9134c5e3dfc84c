import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../plugins/contract/public';
import { CATALOG_OF, parseMorphType } from './itinerary-input/item-types';
import type { ItineraryEntry } from './itinerary-input/itinerary-input';
import type { ResolvedEntry } from './itinerary';
import { addDays, today } from './rules/dates';
import type { TripRow } from '../content-types/rows';
import { trips } from '../accessor';

/** A catalog record an agency puts in a trip: `type` a type name or the legacy morph class. */
export type BuiltItem = { type: string; id: number };

export type BuiltTrip = {
  customerId: number;
  assignmentId: number;
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
      },
      entries,
      [],
    );
  },
});
