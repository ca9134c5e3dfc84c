import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { trips } from '../accessor';
import type { Outcome } from './outcome';

/** Sends a trip to the trash, as its owner or an admin (CONTRACT §3, §14: members may not); an admin may restore it. */
export const removeTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId }: { tripId: number },
): Promise<Outcome<null>> => {
  await trips(strapi).trips.remove(principal, tripId);
  return { result: null, message: 'Trip deleted successfully' };
};
