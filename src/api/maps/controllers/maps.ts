import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordIdOrNotFound, respond } from '../../../plugins/contract/public';
import { TRIP_NOT_FOUND } from '../../trip/public';
import { maps } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async destination(ctx: Context) {
    respond(ctx, await maps(strapi).maps.destination(ctx.params.destination), {
      message: 'Map points retrieved successfully',
    });
  },

  async trip(ctx: Context) {
    const id = recordIdOrNotFound(ctx.params.trip, TRIP_NOT_FOUND);
    respond(ctx, await maps(strapi).maps.trip(ctx.state.principal, id), {
      message: 'Directions retrieved successfully',
    });
  },
});
