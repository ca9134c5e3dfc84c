import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { trips } from '../accessor';
import type { Outcome, Precondition } from './outcome';
import { currentOnConflict } from './current-on-conflict';

/** Sends a trip to the trash, as its owner or an admin (CONTRACT §3, §14: members may not); an admin may restore it. */
export const removeTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, ifVersion }: { tripId: number } & Precondition,
): Promise<Outcome<null>> => {
  await currentOnConflict(strapi, principal, tripId, () =>
    trips(strapi).trips.remove(principal, tripId, ifVersion),
  );
  return { result: null, message: 'Trip deleted successfully' };
};
