import { defineRoutes, ref } from '../../../plugins/contract/public';
import { bookSchema } from '../validators';

export default defineRoutes(
  ['', '/v1'].map((prefix) => ({
    method: 'POST' as const,
    path: `${prefix}/destinations/:destination/book`,
    handler: 'api::trip.bookings.book',
    // Legacy `T`: a token, verified or not.
    access: 'token' as const,
    throttle: 'checkout',
    doc: {
      tag: 'Trips',
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
  })),
);
