import type { Core } from '@strapi/strapi';
import { DomainRuleError, type Principal } from '../../../plugins/contract/public';
import { LIVE } from '../../../plugins/soft-delete/public';
import { TRIP, type TripRow } from '../content-types/rows';
import { feedCalendar } from './calendar/feed-calendar';
import { tripCalendar, type CalendarOptions } from './calendar/trip-calendar';
import { trips } from '../accessor';

type DatedTrip = TripRow & { start_date: string };

/** Trips as iCalendar (RFC 5545): one trip's file, or every trip of a user as a subscribable feed. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const appName = () => strapi.config.get('plugin::contract.appName') as string;
  const options = (): CalendarOptions => ({
    uidDomain: new URL(strapi.config.get('server.url') as string).hostname,
    productId: `-//${appName()}//Trips//EN`,
  });
  /** The trip and its itinerary items as the calendar builders take them. */
  const calendarTrip = async (trip: DatedTrip) => {
    const detail = await trips(strapi).view.detail(trip);
    return { trip: { ...detail, start_date: trip.start_date }, items: detail.itinerary_items };
  };

  return {
    /** A trip's itinerary as a file, for whoever may see the trip. */
    async ics(principal: Principal | null, tripId: number): Promise<{ filename: string; body: string }> {
      const trip = await trips(strapi).trips.visible(principal, tripId);
      if (!trip.start_date)
        throw new DomainRuleError(
          'no_start_date',
          'The trip has no start date; set one to export its calendar.',
        );
      const { trip: dated, items } = await calendarTrip(trip as DatedTrip);
      return { filename: `trip-${trip.id}.ics`, body: tripCalendar(dated, items, options()) };
    },

    /**
     * Every live, non-cancelled trip of a user as one calendar, by start date. A trip without a
     * start date has no day to place its events on: it is left out, not an error.
     */
    async feed(userId: number): Promise<string> {
      const rows = (await strapi.db.query(TRIP).findMany({
        where: { ...LIVE, user_id: userId, state: { $ne: 'cancelled' }, start_date: { $notNull: true } },
        orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
      })) as DatedTrip[];
      // One trip at a time: a long trip list does not take every pooled connection at once.
      const dated = [];
      for (const row of rows) dated.push(await calendarTrip(row));
      return feedCalendar(dated, { ...options(), name: `${appName()} trips` });
    },
  };
};
