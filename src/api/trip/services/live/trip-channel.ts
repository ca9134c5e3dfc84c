import { readRecordId } from '../../../../plugins/contract/public';
import { accounts } from '../../../../plugins/accounts/public';
import { registerChannel } from '../../../../plugins/live/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { trips } from '../../accessor';

/** A trip's presence channel (CONTRACT §13): who is looking at it, and `trip.updated`. */
export const TRIP_CHANNEL_PREFIX = 'presence-trip.';
export const tripChannel = (tripId: number) => `${TRIP_CHANNEL_PREFIX}${tripId}`;

/**
 * Who may be present: the trip's owner, its members and admins, on a live trip (CONTRACT §13, §14;
 * an outsider may not, public trip or not); a personal access token needs `trips:read`. The
 * others see a member's name. A removed member is refused from the next subscription on.
 */
export const registerTripChannel = () =>
  registerChannel({
    prefix: TRIP_CHANNEL_PREFIX,
    scope: 'trips:read',
    async authorize(strapi, principal, id) {
      // The channel names the record by its canonical id: `.07` is no channel of record 7.
      const reading = readRecordId(id);
      if (!('id' in reading) || String(reading.id) !== id) return false;
      const access = await trips(strapi).trips.access(principal, reading.id);
      return Boolean(access && !isTrashed(access.trip) && (access.role !== null || access.admin));
    },
    async member(strapi, principal) {
      const person = await accounts(strapi).people.one(principal.id, ['name']);
      return { name: person?.name ?? null };
    },
  });
