import type { Core } from '@strapi/strapi';
import { ConflictError } from '../../../plugins/contract/public';
import { outbox } from '../../../plugins/queue/public';
import { trips } from '../../trip/public';
import { SYSTEM } from './machine';
import { agency } from '../accessor';

type BookedEvent = { tripId: number; orderId: number };

/**
 * A paid agency trip completes its assignment (the step the legacy service had no route for): the
 * trips module books the trip when its package is paid and records `trips.trip.booked`; this
 * consumer moves the assignment `agency_approved → completed` through the state machine, once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  subscribe() {
    outbox(strapi).consume('trips.trip.booked', (event) =>
      this.tripBooked(event.payload as unknown as BookedEvent),
    );
  },

  async tripBooked({ tripId, orderId }: BookedEvent) {
    const trip = await trips(strapi).trips.byId(Number(tripId));
    if (!trip?.agency_assignment_id || trip.state !== 'booked') return;
    try {
      await agency(strapi).transitions.apply('complete', SYSTEM, trip.agency_assignment_id, {
        payload: { trip_id: trip.id, order_id: orderId },
      });
    } catch (error) {
      // Delivered again, or another of its trips was paid first: the assignment is completed already.
      if (error instanceof ConflictError) return;
      throw error;
    }
  },
});
