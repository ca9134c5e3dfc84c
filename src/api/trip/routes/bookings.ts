import { defineRoutes, ref } from '../../../plugins/contract/public';
import { bookSchema } from '../validators';

/** A destination package's checkout: legacy `T` (a token, verified or not), the checkout throttle. */
const group = {
  tag: 'Trips',
  access: 'token',
  throttle: 'checkout',
  controller: 'api::trip.bookings',
} as const;

export default defineRoutes(group, [
  {
    method: 'POST',
    path: '/destinations/:destination/book',
    aliases: ['/v1/destinations/:destination/book'],
    action: 'book',
    doc: {
      summary: 'Book a destination package',
      description:
        "A `trip_package` checkout (priced as /payments/initiate prices it) for the caller's most recently changed open trip that visits the destination. No such trip: 422 `booking_failed`. `guests` 1..12 is recorded with the order.",
      params: { destination: 'Destination id' },
      body: bookSchema,
      ok: {
        status: '201',
        description: '`Booking initiated successfully`: the checkout, and the trip it books.',
        data: { allOf: [ref('Checkout'), { type: 'object', properties: { trip_id: { type: 'integer' } } }] },
      },
      errors: ['401', '403', '404', '409', '422', '503'],
    },
  },
]);
