import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type Principal } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { billing } from '../../../plugins/billing/public';
import { TRASH_COLUMN } from '../../../plugins/soft-delete/public';
import { favourites } from '../../favourite/public';
import { notifications } from '../../notification/public';
import { TRIP, trips, type TripRow } from '../../trip/public';

const RECENT = 5;
const TRIP_STATUSES = ['pending', 'planning', 'planned', 'active', 'booked', 'completed', 'cancelled'];

/** GET /dashboard: the caller's counts and latest items across trips, orders, quota, notifications and favourites. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  /** Live trips of the user by status, every status counted (0 when none). */
  const tripStatistics = async (userId: number) => {
    const rows = (await knex()(tableOf(strapi, TRIP))
      .where({ user_id: userId })
      .whereNull(TRASH_COLUMN)
      .groupBy('state')
      .select('state')
      .count({ count: '*' })) as Array<{ state: string; count: number | string }>;
    const counts = Object.fromEntries(TRIP_STATUSES.map((status) => [status, 0]));
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  };

  return {
    async summary(principal: Principal) {
      const user = principal.user as { id: number; createdAt?: string };
      const [statistics, recentTrips, shared, orders, quota, unread, kept] = await Promise.all([
        tripStatistics(principal.id),
        trips(strapi).trips.list(principal, { scope: 'own', page: 1, perPage: RECENT }),
        // The trips others share with the caller (CONTRACT §14): counted, listed at GET /trips?scope=shared.
        trips(strapi).trips.list(principal, { scope: 'shared', page: 1, perPage: 1 }),
        billing(strapi).orders.listFor(principal.id, { page: 1, perPage: RECENT, offset: 0 }),
        billing(strapi).subscriptions.quota(user),
        notifications(strapi).notifications.unreadCount(principal.id),
        favourites(strapi).favourites.page(principal.id, { page: 1, perPage: RECENT }),
      ]);
      return {
        statistics,
        recentTrips: await trips(strapi).view.summaries(recentTrips.items as TripRow[], {
          viewer: principal.id,
        }),
        sharedTrips: Number(shared.total),
        orders,
        quota,
        unread,
        favourites: kept,
      };
    },
  };
};
