import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError, type Principal, ValidationError } from '../../../plugins/contract/public';
import { findPage } from '../../../plugins/platform/public';
import { lockedOpenTrip, lockedTrip } from './changes/locked-trip';
import { LIVE, softDelete } from '../../../plugins/soft-delete/public';
import { addDays, today } from './rules/dates';
import {
  accessOf,
  editableTrip,
  memberTrip,
  ownedTrip,
  TRIP_NOT_FOUND,
  visibleTrip,
  type TripAccess,
} from './rules/access';
import { itineraryFromBody } from './itinerary-input/itinerary-input';
import { assertEditorMayChange, tripChanges } from './rules/trip-changes';
import { assertCurrent } from './changes/version-check';
import { recordTripChange, type Editor } from './changes/trip-change';
import { assertItineraryFits, assertLengthFits } from './rules/limits';
import { TRIP, DESTINATION_VISIT, ITINERARY_ITEM, ATTACHED_PLACE, type TripRow } from '../content-types/rows';
import type { CreateTripInput, UpdateTripInput } from '../validators';
import type { ResolvedEntry } from './itinerary';
import { trips } from '../accessor';

/**
 * Whose trips a list shows (CONTRACT §14): the caller's own, those shared with them, both, or
 * everyone's public ones.
 */
export type TripScope = 'own' | 'shared' | 'all' | 'public';
export type TripList = { scope: TripScope; page: number; perPage: number };
/** A new trip's own fields, as stored. */
export type NewTrip = {
  user_id: number;
  title: string;
  description: string | null;
  travel_style: string;
  interests: string[];
  no_of_travelers: number;
  budget: number;
  no_of_days: number;
  start_date: string;
  end_date: string;
  state: string;
  is_public: boolean;
  /** The agency assignment the trip was built for (an agency's trip for its customer). */
  agency_assignment_id?: number | null;
  /** The agency that built it. */
  agency_user_id?: number | null;
};
/** A destination a trip visits, from its day. */
export type TripVisit = { destinationId: number; dayNumber: number };

/** Trips: create from the legacy body forms, read with visibility, change as owner or editor, trash. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(TRIP);

  return {
    /** A live or trashed trip by id, or null. */
    async byId(id: number): Promise<TripRow | null> {
      return (await query().findOne({ where: { id } })) as TripRow | null;
    },

    /** The trip and who the caller is to it, or null when there is no such trip. */
    async access(principal: Principal | null, id: number): Promise<TripAccess | null> {
      const trip = await this.byId(id);
      if (!trip) return null;
      const role = await trips(strapi).memberships.roleOf(trip.id, principal?.id);
      return accessOf(principal, trip, role);
    },

    /** A trip the caller may read (public, theirs, shared with them, any for an admin), else 404. */
    async visible(principal: Principal | null, id: number): Promise<TripRow> {
      return visibleTrip(await this.access(principal, id)).trip;
    },

    /** A trip whose plan the caller may change: owner, editor or admin (403 for a viewer). */
    async changeable(principal: Principal | null, id: number): Promise<TripAccess> {
      return editableTrip(await this.access(principal, id));
    },

    /** A trip only its owner (or an admin) may delete, publish or share. */
    async owned(principal: Principal | null, id: number, message?: string): Promise<TripAccess> {
      return ownedTrip(await this.access(principal, id), message);
    },

    /** A trip its members read together (its members and activity): 404 for anyone else. */
    async ofMember(principal: Principal | null, id: number): Promise<TripAccess> {
      return memberTrip(await this.access(principal, id));
    },

    async list(principal: Principal | null, { scope, page, perPage }: TripList) {
      const own = { user_id: principal?.id ?? 0 };
      const shared = async () => ({
        id: { $in: principal ? await trips(strapi).memberships.tripIdsOf(principal.id) : [] },
      });
      const where =
        scope === 'public'
          ? { ...LIVE, is_public: true }
          : scope === 'own'
            ? { ...LIVE, ...own }
            : scope === 'shared'
              ? { ...LIVE, ...(await shared()) }
              : { ...LIVE, $or: [own, await shared()] };
      return findPage<TripRow>(query(), {
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        page,
        perPage,
      });
    },

    /** The caller's most recently changed open trip (not booked, completed or cancelled) that visits a destination. */
    async latestVisiting(userId: number, destinationId: number): Promise<TripRow | null> {
      const visits = (await strapi.db.query(DESTINATION_VISIT).findMany({
        where: { destination_id: destinationId },
        select: ['trip_id'],
      })) as Array<{ trip_id: number }>;
      if (visits.length === 0) return null;
      return (await query().findOne({
        where: {
          ...LIVE,
          id: { $in: visits.map((visit) => visit.trip_id) },
          user_id: userId,
          state: { $notIn: ['booked', 'completed', 'cancelled'] },
        },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      })) as TripRow | null;
    },

    async create(principal: Principal, input: CreateTripInput): Promise<TripRow> {
      const entries = await trips(strapi).itinerary.resolve(itineraryFromBody(input));
      const destinationId = await trips(strapi).itinerary.resolveDestination(input);
      const noOfDays = input.no_of_days ?? 3;
      const startDate = input.start_date ?? today();
      const endDate = input.end_date ?? addDays(startDate, noOfDays);
      if (endDate < startDate)
        throw ValidationError.field('end_date', 'The end date must be a date after or equal to start date.');
      const fields: NewTrip = {
        user_id: principal.id,
        title: input.title,
        description: input.description ?? null,
        travel_style: input.travel_style ?? 'cultural',
        interests: input.interests ?? [],
        no_of_travelers: input.no_of_travelers ?? 1,
        budget: input.budget ?? 0,
        no_of_days: noOfDays,
        start_date: startDate,
        end_date: endDate,
        state: input.status ?? 'pending',
        is_public: input.is_public ?? false,
      };
      return this.insert(fields, entries, destinationId ? [{ destinationId, dayNumber: 1 }] : []);
    },

    /**
     * A new trip in one transaction: its row (its estimated cost the sum of the entries' costs), the
     * destinations it visits by day, its itinerary. Entries are resolved before, outside it. Every
     * new trip comes here (a create, the planner's, an agency's), so here it is held to the limits
     * of CONTRACT §10 — 60 days, 50 items a day — before anything is written.
     */
    async insert(fields: NewTrip, entries: ResolvedEntry[], visits: TripVisit[]): Promise<TripRow> {
      assertLengthFits(fields);
      assertItineraryFits(entries);
      const costs = entries
        .map((entry) => entry.estimated_cost)
        .filter((cost): cost is number => cost !== null);
      const estimatedCost = costs.length ? costs.reduce((sum, cost) => sum + cost, 0) : null;
      const itinerary = trips(strapi).itinerary;
      const names = await Promise.all(
        visits.map((visit) => itinerary.placeName('destination', visit.destinationId)),
      );
      return strapi.db.transaction(async () => {
        const trip = (await query().create({
          data: { ...fields, estimated_cost: estimatedCost, is_fork: false, version: 1 },
        })) as TripRow;
        for (const [index, visit] of visits.entries())
          await itinerary.visit(trip.id, visit.destinationId, visit.dayNumber, names[index]);
        await trips(strapi).itinerary.write(trip.id, entries);
        return trip;
      });
    },

    /**
     * Changes a trip's details. An editor changes its plan; publishing it or moving its status is
     * its owner's (403 for an editor sending another value). `version` in the body, like If-Match,
     * is the version the change is made against (412 when the trip has moved on).
     */
    async update(
      principal: Principal,
      id: number,
      input: UpdateTripInput,
      ifVersion?: number,
    ): Promise<TripRow> {
      const { trip: read, role, admin } = await this.changeable(principal, id);
      const { version, ...fields } = input;
      const by: Editor = { id: principal.id, ifVersion: ifVersion ?? version };
      return strapi.db.transaction(async ({ trx }) => {
        // The rules against the trip as it is now, under its lock (booked meanwhile, dates moved).
        const trip = await lockedTrip(strapi, trx as Knex.Transaction, read.id);
        if (role === 'editor' && !admin) assertEditorMayChange(trip, fields);
        const data = tripChanges(trip, fields, { editor: admin });
        // A body that changes nothing is no change: the version stays (but an old one is still refused).
        if (Object.keys(data).length === 0) {
          assertCurrent(trip, by);
          return trip;
        }
        const change =
          data.state !== undefined && data.state !== trip.state ? 'status_changed' : 'trip_updated';
        await query().update({ where: { id: trip.id }, data });
        await recordTripChange(strapi, trx as Knex.Transaction, { tripId: trip.id, change, by });
        return (await query().findOne({ where: { id: trip.id } })) as TripRow;
      });
    },

    /**
     * Replaces a trip's itinerary (its items, attached places and visits) and the fields that
     * follow it, in one transaction: one change of the trip (`trip_updated`), all or nothing.
     */
    async replaceItinerary(
      principal: Principal,
      trip: TripRow,
      fields: Partial<NewTrip>,
      entries: ResolvedEntry[],
      visits: TripVisit[],
    ) {
      assertLengthFits({ ...trip, ...fields } as NewTrip);
      assertItineraryFits(entries);
      const itinerary = trips(strapi).itinerary;
      const names = await Promise.all(
        visits.map((visit) => itinerary.placeName('destination', visit.destinationId)),
      );
      const costs = entries.flatMap((entry) => (entry.estimated_cost === null ? [] : [entry.estimated_cost]));
      await strapi.db.transaction(async ({ trx }) => {
        await lockedOpenTrip(strapi, trx as Knex.Transaction, trip.id);
        for (const uid of [ITINERARY_ITEM, ATTACHED_PLACE, DESTINATION_VISIT])
          await strapi.db.query(uid).deleteMany({ where: { trip_id: trip.id } });
        await query().update({
          where: { id: trip.id },
          data: {
            ...fields,
            estimated_cost: costs.length ? costs.reduce((sum, cost) => sum + cost, 0) : null,
          },
        });
        for (const [index, visit] of visits.entries())
          await itinerary.visit(trip.id, visit.destinationId, visit.dayNumber, names[index]);
        await itinerary.write(trip.id, entries);
        await recordTripChange(strapi, trx as Knex.Transaction, {
          tripId: trip.id,
          change: 'trip_updated',
          by: principal.id,
        });
      });
    },

    /** Soft delete (CONTRACT §3): the owner or an editor of trips; an admin may restore it. */
    async remove(principal: Principal, id: number, ifVersion?: number) {
      const { trip } = await this.owned(principal, id);
      await strapi.db.transaction(async ({ trx }) => {
        // Deleting the trip one read (If-Match): not one someone has changed since.
        assertCurrent(await lockedTrip(strapi, trx as Knex.Transaction, trip.id), {
          id: principal.id,
          ifVersion,
        });
        if (!(await softDelete(strapi).trash.trash(TRIP, trip.id))) throw new NotFoundError(TRIP_NOT_FOUND);
      });
    },
  };
};
