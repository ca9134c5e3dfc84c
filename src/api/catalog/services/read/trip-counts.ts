import { scopeTrash } from '../../../../plugins/soft-delete/public';
import { tableOf } from '../../../../plugins/contract/public';
import type { ReadContext } from './collection-spec';

const TRIPS = 'api::trip.trip';
const VISITS = 'api::trip.trip-destination';

/**
 * Live trips and distinct travellers per destination (`tours_count`, `user_count`): a trip
 * counts once for a destination however many days it spends there.
 */
export const tripCounts = async (
  ctx: ReadContext,
  destinationIds: number[],
): Promise<Map<number, { trips: number; users: number }>> => {
  if (destinationIds.length === 0) return new Map();
  const trips = tableOf(ctx.strapi, TRIPS);
  const visits = tableOf(ctx.strapi, VISITS);
  const rows = (await scopeTrash(
    ctx
      .knex(`${visits} as v`)
      .join(`${trips} as tr`, 'tr.id', 'v.trip_id')
      .whereIn('v.destination_id', destinationIds)
      .groupBy('v.destination_id')
      .select('v.destination_id as destination_id')
      .select(ctx.knex.raw('count(distinct tr.id) as trips'))
      .select(ctx.knex.raw('count(distinct tr.user_id) as users')),
    'live',
    'tr',
  )) as Array<{ destination_id: number; trips: number | string; users: number | string }>;
  return new Map(
    rows.map((row) => [Number(row.destination_id), { trips: Number(row.trips), users: Number(row.users) }]),
  );
};
