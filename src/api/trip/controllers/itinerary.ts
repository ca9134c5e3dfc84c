import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordIdOrNotFound, respond, validBody } from '../../../plugins/contract/public';
import { attachPlace, detachItem, updateItem } from '../operations';
import { tripEtag } from '../services/changes/etag';
import { attachSchema, updateItemSchema } from '../validators';
import type { TripRow } from '../content-types/rows';
import type { Outcome } from '../operations/outcome';
import { ifVersionOf, tripIdOf } from './trips';

/**
 * Attach, detach and item update: the operations own the checks and their order; here, the HTTP
 * side. The answers keep the legacy `data: null`; their ETag is the trip's new version.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The legacy `data: null`, with the ETag of the version the change made. */
  const respondChanged = (ctx: Context, { result, message }: Outcome<TripRow>) => {
    ctx.set('ETag', tripEtag(result));
    respond(ctx, null, { message });
  };

  return {
    async attach(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const outcome = await attachPlace(strapi, ctx.state.principal, {
        tripId,
        type: ctx.params.type,
        input: () => validBody(ctx, attachSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respondChanged(ctx, outcome);
    },

    async detach(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const outcome = await detachItem(strapi, ctx.state.principal, {
        tripId,
        itemId: () => recordIdOrNotFound(ctx.params.id, 'Item not found attached to this trip'),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respondChanged(ctx, outcome);
    },

    async updateItem(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const outcome = await updateItem(strapi, ctx.state.principal, {
        tripId,
        itemId: () => recordIdOrNotFound(ctx.params.id, 'Itinerary item not found'),
        input: () => validBody(ctx, updateItemSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respondChanged(ctx, outcome);
    },
  };
};
