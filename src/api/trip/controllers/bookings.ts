import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { DomainRuleError, respond, validBody } from '../../../plugins/contract/public';
import { billing } from '../../../plugins/billing/public';
import { COLLECTIONS, catalog } from '../../catalog/public';
import { presentBooking } from '../presenters/booking';
import { bookSchema } from '../validators';
import { trips } from '../accessor';

/**
 * POST /destinations/{destination}/book (legacy #111): a trip package checkout for the caller's
 * open trip that visits the destination (decision: the legacy "trip of that destination" is the
 * caller's own — a package of someone else's trip is 403 in checkout anyway).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async book(ctx: Context) {
    const destination = await catalog(strapi).reader.find(COLLECTIONS.destinations, ctx.params.destination);
    const { guests } = validBody(ctx, bookSchema);
    const trip = await trips(strapi).trips.latestVisiting(ctx.state.principal.id, destination.id as number);
    if (!trip)
      throw new DomainRuleError(
        'booking_failed',
        'None of your open trips visits this destination: create or plan one first.',
      );
    const { order } = await billing(strapi).checkout.initiate(ctx.state.user, {
      type: 'trip_package',
      trip_id: trip.id,
      details: { guests, destination_id: destination.id },
    });
    respond(ctx, presentBooking(order, trip.id), { status: 201, message: 'Booking initiated successfully' });
  },
});
