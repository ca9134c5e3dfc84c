import { readRecordId } from '../../../../plugins/contract/public';
import { accounts } from '../../../../plugins/accounts/public';
import { registerChannel } from '../../../../plugins/live/public';
import { TRIP, type TripRow } from '../../content-types/rows';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { managesTrips, ownsTrip } from '../rules/access';

/** A trip's presence channel (CONTRACT §13): who is looking at it, and `trip.updated`. */
export const TRIP_CHANNEL_PREFIX = 'presence-trip.';
export const tripChannel = (tripId: number) => `${TRIP_CHANNEL_PREFIX}${tripId}`;

/**
 * Who may be present: the trip's owner and editors of trips (admins) on a live trip (the trip's
 * members join them with trips planned together); a personal access token needs `trips:read`.
 * The others see a member's name.
 */
export const registerTripChannel = () =>
  registerChannel({
    prefix: TRIP_CHANNEL_PREFIX,
    scope: 'trips:read',
    async authorize(strapi, principal, id) {
      // The channel names the record by its canonical id: `.07` is no channel of record 7.
      const reading = readRecordId(id);
      if (!('id' in reading) || String(reading.id) !== id) return false;
      const trip = (await strapi.db.query(TRIP).findOne({ where: { id: reading.id } })) as TripRow | null;
      return Boolean(trip && !isTrashed(trip) && (ownsTrip(principal, trip) || managesTrips(principal)));
    },
    async member(strapi, principal) {
      const person = await accounts(strapi).people.one(principal.id, ['name']);
      return { name: person?.name ?? null };
    },
  });
