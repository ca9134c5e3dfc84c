import type { Core } from '@strapi/strapi';
import { TRIP, type TripRow } from '../../../trip/public';
import { defineRule } from './types';

type BookedEvent = { tripId: number; userId: number; orderId: number; code: string };
type ForkedEvent = { tripId: number; forkId: number; ownerId: number; userId: number };

const tripOf = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db.query(TRIP).findOne({ where: { id } })) as TripRow | null;

export const tripBooked = defineRule<BookedEvent>({
  event: 'trips.trip.booked',
  key: (event) => `trip_booked:${event.tripId}:${event.code}`,
  async notices(strapi, event) {
    const trip = await tripOf(strapi, event.tripId);
    // Emitted inside the payment's transaction: visible once it has committed.
    if (!trip || trip.state !== 'booked' || trip.confirmation_code !== event.code) return null;
    const message = `Your trip "${trip.title}" is booked. Confirmation code: ${event.code}.`;
    return [
      {
        userId: trip.user_id,
        type: 'trip_booked',
        title: 'Trip booked',
        body: message,
        data: {
          type: 'trip_booked',
          trip_id: trip.id,
          title: trip.title,
          confirmation_code: event.code,
          order_id: event.orderId,
          message,
        },
        mail: true,
      },
    ];
  },
});

export const tripForked = defineRule<ForkedEvent>({
  event: 'trips.trip.forked',
  key: (event) => `trip_forked:${event.forkId}`,
  async notices(strapi, event) {
    const [source, fork] = await Promise.all([tripOf(strapi, event.tripId), tripOf(strapi, event.forkId)]);
    if (!source || !fork) return null;
    // Copying one's own trip tells nobody anything new.
    if (event.ownerId === event.userId) return [];
    const message = `Someone made a copy of your trip "${source.title}".`;
    return [
      {
        userId: event.ownerId,
        type: 'trip_forked',
        title: 'Your trip was copied',
        body: message,
        data: { type: 'trip_forked', trip_id: source.id, fork_id: fork.id, title: source.title, message },
        mail: true,
      },
    ];
  },
});
