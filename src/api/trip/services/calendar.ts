import type { Core } from '@strapi/strapi';
import { DomainRuleError, type Principal } from '../../../plugins/contract/public';
import { tripCalendar } from './calendar/trip-calendar';
import { trips } from '../public';

/** A trip's itinerary as an iCalendar file (RFC 5545), for whoever may see the trip. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ics(principal: Principal | null, tripId: number): Promise<{ filename: string; body: string }> {
    const trip = await trips(strapi).trips.visible(principal, tripId);
    if (!trip.start_date)
      throw new DomainRuleError(
        'no_start_date',
        'The trip has no start date; set one to export its calendar.',
      );
    const detail = await trips(strapi).view.detail(trip);
    const appName = strapi.config.get('plugin::contract.appName') as string;
    const body = tripCalendar({ ...detail, start_date: trip.start_date }, detail.itinerary_items, {
      uidDomain: new URL(strapi.config.get('server.url') as string).hostname,
      productId: `-//${appName}//Trips//EN`,
    });
    return { filename: `trip-${trip.id}.ics`, body };
  },
});
