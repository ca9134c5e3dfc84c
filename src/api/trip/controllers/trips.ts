import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { COLLECTIONS, catalog } from '../../catalog/public';
import { createTrip, forkTrip, listTrips, removeTrip, showTrip, updateTrip } from '../operations';
import { presentFormDestination } from '../presenters/trip';
import { TRIP_NOT_FOUND } from '../services/rules/access';
import { BUDGET_LEVELS, TRAVEL_STYLES, createTripSchema, updateTripSchema } from '../validators';
import { trips } from '../accessor';

export const tripIdOf = (ctx: Context) => recordIdOrNotFound(ctx.params.trip, TRIP_NOT_FOUND);

/** `?is_public`, `?public` or `?scope=public` ask for everyone's public trips (legacy-behaviour §3.3). */
const asksPublic = (query: Record<string, unknown>) =>
  ['1', 'true', ''].includes(String(query.is_public ?? query.public ?? 'no')) || query.scope === 'public';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const view = () => trips(strapi).view;

  const listPage = async (ctx: Context, scope: 'mine' | 'public') => {
    const page = pageRequestOf(ctx);
    const { result, message } = await listTrips(strapi, ctx.state.principal, { scope, page });
    const data = await view().summaries(result.items, { withUser: scope === 'public' });
    respondWithPage(ctx, data, page, result.total, { message });
  };

  return {
    index: (ctx: Context) => listPage(ctx, asksPublic(ctx.query) ? 'public' : 'mine'),
    dashboard: (ctx: Context) => listPage(ctx, 'mine'),

    async createForm(ctx: Context) {
      const destinations = [];
      for (let page = 1; ; page += 1) {
        const { items, total } = await catalog(strapi).reader.list(COLLECTIONS.destinations, {
          page,
          perPage: 100,
          sort: 'name',
        });
        destinations.push(...items.map(presentFormDestination));
        if (page * 100 >= total) break;
      }
      respond(ctx, { destinations, travel_styles: TRAVEL_STYLES, budget_levels: BUDGET_LEVELS });
    },

    async show(ctx: Context) {
      const { result, message } = await showTrip(strapi, ctx.state.principal, { tripId: tripIdOf(ctx) });
      respond(ctx, await view().detail(result), { message });
    },

    async create(ctx: Context) {
      const { result, message } = await createTrip(strapi, ctx.state.principal, {
        input: () => validBody(ctx, createTripSchema),
      });
      respond(ctx, await view().detail(result), { status: 201, message });
    },

    async update(ctx: Context) {
      const { result, message } = await updateTrip(strapi, ctx.state.principal, {
        tripId: tripIdOf(ctx),
        input: () => validBody(ctx, updateTripSchema),
      });
      respond(ctx, await view().detail(result), { message });
    },

    async destroy(ctx: Context) {
      const { message } = await removeTrip(strapi, ctx.state.principal, { tripId: tripIdOf(ctx) });
      respond(ctx, null, { message });
    },

    async fork(ctx: Context) {
      const { result, message } = await forkTrip(strapi, ctx.state.principal, { tripId: tripIdOf(ctx) });
      respond(ctx, await view().detail(result), { status: 201, message });
    },
  };
};
