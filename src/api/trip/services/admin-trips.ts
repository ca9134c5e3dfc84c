import { accounts } from '../../../plugins/accounts/public';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { NotFoundError, type Principal, ValidationError } from '../../../plugins/contract/public';
import { findPage } from '../../../plugins/platform/public';
import { LIVE, softDelete, trashCondition, type TrashScope } from '../../../plugins/soft-delete/public';
import { TRIP_NOT_FOUND } from './rules/access';
import { tripChanges } from './rules/trip-changes';
import { TRIP, type TripRow } from '../content-types/rows';
import type { AdminUpdateTripInput, CreateTripInput } from '../validators';
import { trips } from '../accessor';
import { recordTripChange } from './changes/trip-change';

export type AdminTripFilters = { trash: TrashScope; userId?: number; status?: string; search?: string };

/** /api/admin/trips (permission `manage trips`): every user's trips, the trash included on request. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(TRIP);

  return {
    async list(filters: AdminTripFilters, page: number, perPage: number) {
      const where = {
        ...trashCondition(filters.trash),
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
      // A deleted account owns nothing new.
      if (!(await accounts(strapi).people.isLive(input.user_id)))
        throw ValidationError.field('user_id', 'The selected user id is invalid.');
      return trips(strapi).trips.create({ id: input.user_id } as Principal, input);
    },

    async live(id: number) {
      const trip = (await query().findOne({ where: { id, ...LIVE } })) as TripRow | null;
      if (!trip) throw new NotFoundError(TRIP_NOT_FOUND);
      return trip;
    },

    /**
     * The lock binds editors too: a booked trip keeps its dates, days, travellers and budget. An
     * editor may move a trip's status (out of booked or completed too), never into `booked`.
     */
    async update(id: number, input: AdminUpdateTripInput, by: number) {
      const trip = await this.live(id);
      const data = tripChanges(trip, input, { editor: true });
      if (Object.keys(data).length === 0) return trip;
      const change =
        data.state !== undefined && data.state !== trip.state ? 'status_changed' : 'trip_updated';
      return strapi.db.transaction(async ({ trx }) => {
        await query().update({ where: { id }, data });
        await recordTripChange(strapi, trx as Knex.Transaction, { tripId: id, change, by });
        return (await query().findOne({ where: { id } })) as TripRow;
      });
    },

    async trash(id: number) {
      if (!(await softDelete(strapi).trash.trash(TRIP, id))) throw new NotFoundError(TRIP_NOT_FOUND);
    },

    async restore(id: number) {
      if ((await softDelete(strapi).trash.restoreRecord(TRIP, id)) !== 'restored')
        throw new NotFoundError('Trip not found in the trash');
      return (await query().findOne({ where: { id } })) as TripRow;
    },
  };
};
