import type { Core } from '@strapi/strapi';
import { findPage, NotFoundError, type Principal, ValidationError } from '../../../plugins/contract/public';
import {
  LIVE,
  ONLY_TRASHED,
  RESTORED,
  type TrashScope,
  trashedNow,
} from '../../../plugins/soft-delete/public';
import { TRIP_NOT_FOUND } from '../lib/access';
import { assertUnlocked, isLocked } from '../lib/lock';
import { TRIP, type TripRow } from '../lib/rows';
import type { AdminUpdateTripInput, CreateTripInput } from '../validators';
import { trips } from '../public';

export type AdminTripFilters = { trash: TrashScope; userId?: number; status?: string; search?: string };

const ITINERARY_FIELDS = ['start_date', 'end_date', 'no_of_days', 'no_of_travelers', 'budget'] as const;

/** /api/admin/trips (permission `manage trips`): every user's trips, the trash included on request. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(TRIP);
  const scope = (trash: TrashScope) =>
    trash === 'live' ? LIVE : trash === 'only_trashed' ? ONLY_TRASHED : {};

  return {
    async list(filters: AdminTripFilters, page: number, perPage: number) {
      const where = {
        ...scope(filters.trash),
        ...(filters.userId ? { user_id: filters.userId } : {}),
        ...(filters.status ? { state: filters.status } : {}),
        ...(filters.search ? { title: { $containsi: filters.search } } : {}),
      };
      return findPage<TripRow>(query(), {
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        page,
        perPage,
      });
    },

    async create(input: CreateTripInput & { user_id: number }) {
      const owner = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: input.user_id } });
      if (!owner) throw ValidationError.field('user_id', 'The selected user id is invalid.');
      return trips(strapi).trips.create({ id: owner.id } as Principal, input);
    },

    async live(id: number) {
      const trip = (await query().findOne({ where: { id, ...LIVE } })) as TripRow | null;
      if (!trip) throw new NotFoundError(TRIP_NOT_FOUND);
      return trip;
    },

    /** The lock binds editors too: a booked trip keeps its dates, days, travellers and budget. */
    async update(id: number, input: AdminUpdateTripInput) {
      const trip = await this.live(id);
      if (isLocked(trip) && ITINERARY_FIELDS.some((field) => input[field] !== undefined))
        assertUnlocked(trip);
      const start = input.start_date ?? trip.start_date;
      const end = input.end_date ?? trip.end_date;
      if (start && end && end < start)
        throw ValidationError.field('end_date', 'The end date must be a date after or equal to start date.');
      const { status, ...fields } = input;
      const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (status !== undefined) data.state = status;
      return (await query().update({ where: { id }, data })) as TripRow;
    },

    async trash(id: number) {
      await this.live(id);
      await query().update({ where: { id }, data: trashedNow() });
    },

    async restore(id: number) {
      const trip = (await query().findOne({ where: { id, ...ONLY_TRASHED } })) as TripRow | null;
      if (!trip) throw new NotFoundError('Trip not found in the trash');
      return (await query().update({ where: { id }, data: RESTORED })) as TripRow;
    },
  };
};
