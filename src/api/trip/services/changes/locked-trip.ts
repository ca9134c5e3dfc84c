import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError } from '../../../../plugins/contract/public';
import { lockRow } from '../../../../plugins/platform/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { TRIP, type TripRow } from '../../content-types/rows';
import { assertUnlocked } from '../rules/lock';
import { TRIP_NOT_FOUND } from '../rules/access';

/**
 * The trip's row, locked for the rest of the change's transaction and read again under the lock:
 * the rules a change depends on (its status, its dates) are checked against what the trip is now,
 * not what it was when the request began (a payment may have booked it meanwhile). Every change of
 * a trip takes this lock first, so two changes never wait on each other crosswise.
 */
export const lockedTrip = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  tripId: number,
): Promise<TripRow> => {
  await lockRow(strapi, trx, TRIP, tripId);
  const trip = (await strapi.db.query(TRIP).findOne({ where: { id: tripId } })) as TripRow | null;
  if (!trip || isTrashed(trip)) throw new NotFoundError(TRIP_NOT_FOUND);
  return trip;
};

/** The same, for an itinerary change: a trip booked or completed meanwhile refuses it (403 `trip_locked`). */
export const lockedOpenTrip = async (strapi: Core.Strapi, trx: Knex.Transaction, tripId: number) => {
  const trip = await lockedTrip(strapi, trx, tripId);
  assertUnlocked(trip);
  return trip;
};
