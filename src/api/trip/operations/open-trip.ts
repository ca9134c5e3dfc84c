import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { assertUnlocked } from '../services/rules/lock';
import { trips } from '../accessor';

/**
 * The trip whose plan the principal may change (its owner, an editor, an admin) and whose itinerary
 * is still open: missing or private is 404, someone else's or a viewer's 403, booked or completed
 * 403 `trip_locked`, in that order (legacy-behaviour §3.3, CONTRACT §14).
 */
export const openTrip = async (strapi: Core.Strapi, principal: Principal, tripId: number) => {
  const { trip } = await trips(strapi).trips.changeable(principal, tripId);
  assertUnlocked(trip);
  return trip;
};
