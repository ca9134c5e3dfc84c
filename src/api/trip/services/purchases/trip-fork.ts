import { ValidationError, tableOf } from '../../../../plugins/contract/public';
import type { Purchase } from '../../../../plugins/billing/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { TRIP, type TripRow } from '../../content-types/rows';
import { trips } from '../../accessor';
import { settings } from '../../../setting/public';

/**
 * A paid fork (legacy `trip_fork`): a public or own trip at the `trip_fork_price_cents` setting.
 * Billing's settling gate runs fulfilment once per order, whatever the deliveries; the copy is the
 * free fork's, inside the same transaction.
 */
export const tripForkPurchase: Purchase = {
  type: 'trip_fork',
  product: { type: 'trip', contentType: TRIP },

  async price(strapi, buyer, input) {
    const trip = await trips(strapi).trips.byId(Number(input.trip_id));
    // Someone else's private trip is answered as a missing one: its existence is not told.
    if (!trip || isTrashed(trip) || (!trip.is_public && trip.user_id !== buyer.id))
      throw ValidationError.field('trip_id', 'The selected trip id is invalid.');
    const amount = Math.round(await settings(strapi).store.number('trip_fork_price_cents'));
    return {
      amount_cents: amount,
      currency: 'EGP',
      items: [
        {
          product_type: 'trip',
          product_id: trip.id,
          name: `Fork of: ${trip.title}`.slice(0, 255),
          price_cents: amount,
          metadata: { purchase_type: 'trip_fork', trip_id: trip.id },
        },
      ],
    };
  },

  async fulfil(strapi, order, trx, [item]) {
    const source = (await trx(tableOf(strapi, TRIP))
      .where({ id: item?.product_id ?? 0 })
      .first()) as TripRow | undefined;
    if (!item || !source || isTrashed(source)) return { delivered: false, reason: 'trip_unavailable' };
    const forkId = await trips(strapi).forks.copy(trx, source, order.user_id);
    // The buyer finds the fork from the order.
    return { delivered: true, itemMetadata: { [item.id]: { fork_trip_id: forkId } } };
  },
};
