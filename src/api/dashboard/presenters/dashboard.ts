import { presentFavouriteWithItem } from '../../favourite/public';
import type dashboardService from '../services/dashboard';

type Summary = Awaited<ReturnType<ReturnType<typeof dashboardService>['summary']>>;

/** GET /dashboard: the legacy fields, then the latest items and the counts added since. */
export const presentDashboard = (summary: Summary) => ({
  total_trips: Object.values(summary.statistics).reduce((sum, count) => sum + count, 0),
  trip_statistics: summary.statistics,
  shared_trips: summary.sharedTrips,
  total_favourites: summary.favourites.total,
  subscription: summary.quota,
  unread_notifications: summary.unread,
  total_orders: Number(summary.orders.total),
  recent_trips: summary.recentTrips,
  recent_orders: summary.orders.items,
  recent_favourites: summary.favourites.items.map(presentFavouriteWithItem),
});
