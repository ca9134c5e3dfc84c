import { tableOf } from '../../../../plugins/platform/public';
import type { Purchase } from '../../../../plugins/billing/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { TRIP, type TripRow } from '../../content-types/rows';
import { trips } from '../../accessor';
import { settings } from '../../../setting/public';
import { pricedTrip, purchasableTrip } from './purchasable-trip';

/**
 * A paid fork (legacy `trip_fork`): a public or own trip at the `trip_fork_price_cents` setting.
 * Billing's settling gate runs fulfilment once per order, whatever the deliveries; the copy is the
 * free fork's, inside the same transaction.
 */
export const tripForkPurchase: Purchase = {
  type: 'trip_fork',
  product: { type: 'trip', contentType: TRIP },

  async price(strapi, buyer, input) {
    const trip = await purchasableTrip(strapi, buyer, input);
    const amount = Math.round(await settings(strapi).store.number('trip_fork_price_cents'));
    return pricedTrip(trip, amount, { name: `Fork of: ${trip.title}`, purchaseType: 'trip_fork' });
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
