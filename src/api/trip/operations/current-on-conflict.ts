import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { TripVersionConflict } from '../services/changes/version-check';
import { trips } from '../accessor';

/**
 * Runs a change; when it was named against an old version (412), the refusal carries the trip as
 * the caller now sees it (`error.current`), so a client can merge and retry without another read.
 */
export const currentOnConflict = async <T>(
  strapi: Core.Strapi,
  principal: Principal,
  tripId: number,
  change: () => Promise<T>,
): Promise<T> => {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof TripVersionConflict)) throw error;
    const trip = await trips(strapi).trips.visible(principal, tripId);
    throw error.withCurrent(await trips(strapi).view.detail(trip, { viewer: principal.id }));
  }
};
