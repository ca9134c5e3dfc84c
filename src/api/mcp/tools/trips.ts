import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { integerId, pageRequestOf, paginationOf, type Principal } from '../../../plugins/contract/public';
import { ITEM_TYPES, attachSchema, createTripSchema, tripOperations, trips } from '../../trip/public';
import { pageArgs } from './catalog-reads';
import { defineTool } from './tool';

const tripId = z.object({ trip_id: integerId('trip_id') });

type TripRow = Parameters<ReturnType<typeof trips>['view']['detail']>[0];

/** An operation's trip as GET /trips/{trip} shows it to the person, with the operation's message. */
const detailOf = async (
  strapi: Core.Strapi,
  principal: Principal,
  { result, message }: { result: TripRow; message: string },
) => ({
  data: await trips(strapi).view.detail(result, { viewer: principal.id }),
  message,
});

/** The trip as GET /trips/{trip} shows it, read again after a change. */
const tripDetail = async (strapi: Core.Strapi, principal: Principal, id: number) =>
  trips(strapi).view.detail((await tripOperations.showTrip(strapi, principal, { tripId: id })).result, {
    viewer: principal.id,
  });

/** The version a change names (CONTRACT §14): `version_conflict` when the trip has moved on. */
const version = z
  .number()
  .int()
  .min(1)
  .optional()
  .describe(
    'The trip version (from get_trip) this change is made against: when someone changed the trip since, the tool answers `version_conflict` with the trip as it is now, and changes nothing.',
  );

export const listTrips = defineTool({
  name: 'list_trips',
  title: 'The person’s trips',
  description:
    'The person’s trips, newest first, each with its id, title, status, dates, destinations, the person’s `role` (owner, editor, viewer) and `members_count`. `scope`: `own` (default), `shared` (trips others plan with them) or `all`. Open one with get_trip (or read the resource `trip://{id}`).',
  scope: 'trips:read',
  readOnly: true,
  input: z.object({
    ...pageArgs,
    scope: z
      .enum(['own', 'shared', 'all'])
      .optional()
      .describe('Whose trips: own (default), shared with the person, or all'),
  }),
  async run(strapi, caller, args) {
    const page = pageRequestOf({ query: args });
    const { result, message } = await tripOperations.listTrips(strapi, caller.principal, {
      scope: args.scope ?? 'own',
      page,
    });
    return {
      data: await trips(strapi).view.summaries(result.items, {
        withUser: args.scope !== undefined && args.scope !== 'own',
        viewer: caller.principal.id,
      }),
      message,
      meta: { pagination: paginationOf(page, result.total) },
    };
  },
});

export const getTrip = defineTool({
  name: 'get_trip',
  title: 'A trip with its itinerary',
  description:
    'One trip with its itinerary: every item with its day, time slot, the catalog place it names (`itemable_type`, `itemable_id`) and cost; its attached places and destinations. The person’s own trips and public ones; anything else is `not_found`.',
  scope: 'trips:read',
  readOnly: true,
  input: tripId,
  run: async (strapi, caller, { trip_id }) =>
    detailOf(
      strapi,
      caller.principal,
      await tripOperations.showTrip(strapi, caller.principal, { tripId: trip_id }),
    ),
});

export const createTrip = defineTool({
  name: 'create_trip',
  title: 'Create a trip',
  description:
    'Creates a trip for the person: `title`, `destination_id` (visited on day 1), `start_date`, `no_of_days`, `no_of_travelers`, `budget`, `travel_style`, and optionally an itinerary as `days[]` of `{day_number, items[]}` whose items may name a catalog place (`type` + `itemable_id`). Returns the trip with its id; add places later with add_to_trip. To plan one automatically, use plan_trip instead. A trip holds at most 60 days and 50 items a day: beyond that the error is `validation_error` naming the field, and nothing is stored.',
  scope: 'trips:write',
  input: createTripSchema,
  run: async (strapi, caller, input) =>
    detailOf(
      strapi,
      caller.principal,
      await tripOperations.createTrip(strapi, caller.principal, { input: () => input }),
    ),
});

export const addToTrip = defineTool({
  name: 'add_to_trip',
  title: 'Add a place to a trip',
  description:
    'Adds a catalog place (`type` hotel, flight, restaurant, attraction or destination, and its id as `item_id`, from get_destination or search_flights) to a day of one of the person’s trips; it gets an itinerary item at 10:00 AM with the place’s price as its cost. Returns the trip. A place already on the trip is `already_attached`; a booked or completed trip is `trip_locked`; a day past the 60th or already holding 50 items is `validation_error` on `day_number`.',
  scope: 'trips:write',
  input: z.intersection(
    z.object({
      trip_id: integerId('trip_id'),
      type: z.enum(ITEM_TYPES, {
        error: 'The type must be hotel, flight, restaurant, attraction or destination.',
      }),
    }),
    attachSchema,
  ),
  async run(strapi, caller, input) {
    const { result, message } = await tripOperations.attachPlace(strapi, caller.principal, {
      tripId: input.trip_id,
      type: input.type,
      input: () => input,
    });
    return { data: await tripDetail(strapi, caller.principal, result.id), message };
  },
});

export const removeFromTrip = defineTool({
  name: 'remove_from_trip',
  title: 'Remove an item from a trip',
  description:
    'Removes one itinerary item (`item_id`: an item id from get_trip) from the person’s trip, and the place it named when no other item names it. When no item of the trip has that id it is taken as the catalog id of an attached place, which is detached with every item naming it. Returns the trip.',
  scope: 'trips:write',
  input: z.object({ trip_id: integerId('trip_id'), item_id: integerId('item_id'), version }),
  async run(strapi, caller, { trip_id, item_id, version: ifVersion }) {
    const { result, message } = await tripOperations.detachItem(strapi, caller.principal, {
      tripId: trip_id,
      itemId: () => item_id,
      ifVersion,
    });
    return { data: await tripDetail(strapi, caller.principal, result.id), message };
  },
});
