import type { ReadContext } from './types';

/**
 * Trips and distinct travellers per destination (`tours_count`, `user_count`). Trips arrive
 * with the trips capability; until their content type exists there are none to count. The
 * throw makes sure the trips work wires the real count here instead of silently reporting 0.
 */
export const tripCounts = async (
  ctx: ReadContext,
  destinationIds: number[],
): Promise<Map<number, { trips: number; users: number }>> => {
  if (!ctx.strapi.contentTypes['api::trip.trip' as keyof typeof ctx.strapi.contentTypes]) return new Map();
  throw new Error(
    `tripCounts: count the trips of destinations ${destinationIds.join(',')} now that trips exist`,
  );
};
