import { scopeTrash } from '../../../../plugins/soft-delete/public';
import { tableOf } from '../../../../plugins/contract/public';
import type { ReadContext } from './collection-spec';

const TRIPS = 'api::trip.trip';
const VISITS = 'api::trip.trip-destination';

const liveVisits = (ctx: ReadContext, destinationId: string) =>
  scopeTrash(
    ctx
      .knex(`${tableOf(ctx.strapi, VISITS)} as v`)
      .join(`${tableOf(ctx.strapi, TRIPS)} as tr`, 'tr.id', 'v.trip_id')
      .where('v.destination_id', ctx.knex.ref(destinationId)),
    'live',
    'tr',
  );

/**
 * Subqueries of the page query, for the destination whose id is in the column `destinationId`:
 * the live trips that visit it — a trip counts once however many days it spends there (one visit
 * row per trip and destination: a unique index) — and their distinct travellers.
 */
export const tripCount = (ctx: ReadContext, destinationId: string) =>
  liveVisits(ctx, destinationId).count('*');
export const travellerCount = (ctx: ReadContext, destinationId: string) =>
  liveVisits(ctx, destinationId).countDistinct('tr.user_id');
