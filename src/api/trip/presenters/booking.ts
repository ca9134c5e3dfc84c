import { checkoutData } from '../../../plugins/billing/public';

/** A destination package's checkout, and the trip it books. */
export const presentBooking = (order: Parameters<typeof checkoutData>[0], tripId: number) => ({
  ...checkoutData(order),
  trip_id: tripId,
});
