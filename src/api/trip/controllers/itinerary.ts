import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordIdOrNotFound, respond, validBody } from '../../../plugins/contract/public';
import { attachPlace, detachItem, updateItem } from '../operations';
import { tripEtag } from '../services/changes/etag';
import { attachSchema, updateItemSchema } from '../validators';
import { trips } from '../accessor';
import { ifVersionOf, tripIdOf } from './trips';

/**
 * Attach, detach and item update: the operations own the checks and their order; here, the HTTP
 * side. The answers keep the legacy `data: null`; their ETag is the trip's new version.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const respondChanged = async (ctx: Context, tripId: number, message: string) => {
    const trip = await trips(strapi).trips.byId(tripId);
    if (trip) ctx.set('ETag', tripEtag(trip));
    respond(ctx, null, { message });
  };

  return {
    async attach(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { message } = await attachPlace(strapi, ctx.state.principal, {
        tripId,
        type: ctx.params.type,
        input: () => validBody(ctx, attachSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      await respondChanged(ctx, tripId, message);
    },

    async detach(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { message } = await detachItem(strapi, ctx.state.principal, {
        tripId,
        itemId: () => recordIdOrNotFound(ctx.params.id, 'Item not found attached to this trip'),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      await respondChanged(ctx, tripId, message);
    },

    async updateItem(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { message } = await updateItem(strapi, ctx.state.principal, {
        tripId,
        itemId: () => recordIdOrNotFound(ctx.params.id, 'Itinerary item not found'),
        input: () => validBody(ctx, updateItemSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      await respondChanged(ctx, tripId, message);
    },
  };
};
