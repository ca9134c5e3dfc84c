import type { Core } from '@strapi/strapi';
import { ForbiddenError, ValidationError } from '../../../../plugins/contract/public';
import type { Buyer, Priced } from '../../../../plugins/billing/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import type { TripRow } from '../../content-types/rows';
import { trips } from '../../accessor';

/**
 * The trip a purchase names (`trip_id`), as its buyer may see it: live, and public or theirs.
 * Someone else's private trip is answered as a missing one (422 on `trip_id`): its existence is not
 * told — but to its members, who see it, buying it is the owner's (403, CONTRACT §14).
 */
export const purchasableTrip = async (
  strapi: Core.Strapi,
  buyer: Buyer,
  input: { trip_id?: unknown },
): Promise<TripRow> => {
  const trip = await trips(strapi).trips.byId(Number(input.trip_id));
  if (!trip || isTrashed(trip)) throw ValidationError.field('trip_id', 'The selected trip id is invalid.');
  if (!trip.is_public && trip.user_id !== buyer.id) {
    if (await trips(strapi).memberships.roleOf(trip.id, buyer.id))
      throw new ForbiddenError("Only the trip's owner may buy it.");
    throw ValidationError.field('trip_id', 'The selected trip id is invalid.');
  }
  return trip;
};

/**
 * A purchase of one trip at `amountCents` in EGP (the currency checkout charges): one order item
 * naming the trip, whose metadata says what was bought (`purchase_type`, `trip_id`, then `more`).
 */
export const pricedTrip = (
  trip: TripRow,
  amountCents: number,
  {
    name,
    purchaseType,
    more = {},
    sellerId = null,
  }: { name: string; purchaseType: string; more?: object; sellerId?: number | null },
): Priced => ({
  amount_cents: amountCents,
  seller_id: sellerId,
  currency: 'EGP',
  items: [
    {
      product_type: 'trip',
      product_id: trip.id,
      name: name.slice(0, 255),
      price_cents: amountCents,
      metadata: { purchase_type: purchaseType, trip_id: trip.id, ...more },
    },
  ],
});
