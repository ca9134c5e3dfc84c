import type { Core } from '@strapi/strapi';
import { ConflictError, ForbiddenError } from '../../../../plugins/contract/public';
import { newRowColumns, tableOf } from '../../../../plugins/platform/public';
import type { Purchase } from '../../../../plugins/billing/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { outbox } from '../../../../plugins/queue/public';
import { TRIP_EVENT, TRIP, type TripRow } from '../../content-types/rows';
import { trips } from '../../accessor';
import { confirmationCode } from './confirmation-code';
import { recordTripChange } from '../changes/trip-change';
import { packagePriceCents, type PackageParts } from './package-price';
import { settings } from '../../../setting/public';
import { pricedTrip, purchasableTrip } from './purchasable-trip';

/**
 * What the package is priced from: an agency's trip at the price the agency set (its budget); any
 * other trip from its attached places (legacy-behaviour §3.6).
 */
const partsOf = async (strapi: Core.Strapi, trip: TripRow): Promise<PackageParts> => {
  const budget = Number(trip.budget ?? 0);
  if (trip.agency_assignment_id)
    return { flightPrices: [], hotelNightPrices: [], restaurantPriceCents: [], budget };
  const places = await trips(strapi).view.attachedPlaces(trip.id);
  return {
    flightPrices: places.flight.map((flight) => Number(flight.price ?? 0)),
    hotelNightPrices: places.hotel.map((hotel) => Number(hotel.price_per_night ?? 0)),
    restaurantPriceCents: places.restaurant.map((restaurant) => Number(restaurant.price_cents ?? 0)),
    budget,
  };
};

/**
 * A trip package (legacy `trip_package`): the buyer's own trip, priced from its attached places;
 * paid → the trip is booked with an 8-character confirmation code and its owner is told.
 */
export const tripPackagePurchase: Purchase = {
  type: 'trip_package',
  product: { type: 'trip', contentType: TRIP },

  async price(strapi, buyer, input) {
    const trip = await purchasableTrip(strapi, buyer, input);
    // Someone else's public trip may be seen, not booked.
    if (trip.user_id !== buyer.id) throw new ForbiddenError('You can only book your own trip.');
    if (trip.state === 'booked') throw new ConflictError('This trip is already booked.', 'already_booked');
    const rate = await settings(strapi).store.number('platform_booking_commission_rate');
    const amount = packagePriceCents(await partsOf(strapi, trip), rate);
    return pricedTrip(trip, amount, {
      name: `Trip package: ${trip.title}`,
      purchaseType: 'trip_package',
      // An agency's trip is that agency's sale.
      sellerId: trip.agency_user_id ?? null,
      more: { commission_rate: rate, ...(input.details as object) },
    });
  },

  async fulfil(strapi, order, trx, [item]) {
    const trip = (await trx(tableOf(strapi, TRIP))
      .where({ id: item?.product_id ?? 0 })
      .first()) as TripRow | undefined;
    if (!trip || isTrashed(trip)) return { delivered: false, reason: 'trip_unavailable' };
    if (trip.state === 'booked') return { delivered: false, reason: 'already_booked' };
    const now = new Date();
    // The unique index on trips.confirmation_code is the judge; a collision (1 in 10^12) draws again.
    let code = confirmationCode();
    while (await trx(tableOf(strapi, TRIP)).where({ confirmation_code: code }).first())
      code = confirmationCode();
    await trx(tableOf(strapi, TRIP))
      .where({ id: trip.id })
      .update({ state: 'booked', confirmation_code: code, updated_at: now });
    await recordTripChange(strapi, trx, { tripId: trip.id, change: 'status_changed', by: trip.user_id });
    await trx(tableOf(strapi, TRIP_EVENT)).insert({
      ...newRowColumns(now),
      type: 'trip.booked',
      trip_id: trip.id,
      user_id: trip.user_id,
      payload: JSON.stringify({ order_id: order.id, confirmation_code: code }),
    });
    await outbox(strapi).emit(
      'trips.trip.booked',
      { tripId: trip.id, userId: trip.user_id, orderId: order.id, code },
      { trx, key: `trips.trip.booked:${trip.id}:${order.id}` },
    );
    return { delivered: true, confirmationCode: code };
  },
};
