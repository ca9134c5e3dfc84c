import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { NotFoundError, recordIdOrNotFound, respond, validBody } from '../../../plugins/contract/public';
import { assertUnlocked } from '../services/rules/lock';
import { parseItemType } from '../services/itinerary-input/item-types';
import { attachSchema, updateItemSchema } from '../validators';
import { trips } from '../accessor';
import { tripIdOf } from './trips';

/**
 * Attach, detach and item update. The checks run in the legacy order (legacy-behaviour §3.3):
 * the trip (404, then 403 for someone else's), its lock (403 `trip_locked`), the type, the body
 * (422), the catalog record (404), a duplicate (409). An unknown type is 404, not the legacy 400
 * `invalid_type`: a `{type}` segment outside the fixed list names no route (CONTRACT §10).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const changeable = async (ctx: Context) => {
    const trip = await trips(strapi).trips.changeable(ctx.state.principal, tripIdOf(ctx));
    assertUnlocked(trip);
    return trip;
  };

  return {
    async attach(ctx: Context) {
      const trip = await changeable(ctx);
      const type = parseItemType(ctx.params.type);
      if (!type)
        throw new NotFoundError('Unknown type. Allowed: hotel, flight, restaurant, attraction, destination.');
      const input = validBody(ctx, attachSchema);
      const label = await trips(strapi).itinerary.attach(trip, type, input);
      respond(ctx, null, { message: `${label} attached to trip Day ${input.day_number} successfully` });
    },

    async detach(ctx: Context) {
      const trip = await changeable(ctx);
      const id = recordIdOrNotFound(ctx.params.id, 'Item not found attached to this trip');
      await trips(strapi).itinerary.detach(trip, id);
      respond(ctx, null, { message: 'Item detached from trip successfully' });
    },

    async updateItem(ctx: Context) {
      const trip = await changeable(ctx);
      const id = recordIdOrNotFound(ctx.params.id, 'Itinerary item not found');
      await trips(strapi).itinerary.updateItem(trip, id, validBody(ctx, updateItemSchema));
      respond(ctx, null, { message: 'Itinerary item updated successfully' });
    },
  };
};
