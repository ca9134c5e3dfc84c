import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordIdOrNotFound, respond, validBody } from '../../../plugins/contract/public';
import { attachPlace, detachItem, updateItem } from '../operations';
import { attachSchema, updateItemSchema } from '../validators';
import { tripIdOf } from './trips';

/** Attach, detach and item update: the operations own the checks and their order; here, the HTTP side. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async attach(ctx: Context) {
    const { message } = await attachPlace(strapi, ctx.state.principal, {
      tripId: tripIdOf(ctx),
      type: ctx.params.type,
      input: () => validBody(ctx, attachSchema),
    });
    respond(ctx, null, { message });
  },

  async detach(ctx: Context) {
    const { message } = await detachItem(strapi, ctx.state.principal, {
      tripId: tripIdOf(ctx),
      itemId: () => recordIdOrNotFound(ctx.params.id, 'Item not found attached to this trip'),
    });
    respond(ctx, null, { message });
  },

  async updateItem(ctx: Context) {
    const { message } = await updateItem(strapi, ctx.state.principal, {
      tripId: tripIdOf(ctx),
      itemId: () => recordIdOrNotFound(ctx.params.id, 'Itinerary item not found'),
      input: () => validBody(ctx, updateItemSchema),
    });
    respond(ctx, null, { message });
  },
});
