import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  ForbiddenError,
  NotFoundError,
  QueryReader,
  readPageRequest,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import { COLLECTIONS, catalog } from '../../catalog/public';
import { presentFormDestination } from '../presenters/trip';
import { canSee, TRIP_NOT_FOUND } from '../services/rules/access';
import { BUDGET_LEVELS, TRAVEL_STYLES, createTripSchema, updateTripSchema } from '../validators';
import { trips } from '../accessor';

export const tripIdOf = (ctx: Context) => recordIdOrNotFound(ctx.params.trip, TRIP_NOT_FOUND);

/** `?is_public`, `?public` or `?scope=public` ask for everyone's public trips (legacy-behaviour §3.3). */
const asksPublic = (query: Record<string, unknown>) =>
  ['1', 'true', ''].includes(String(query.is_public ?? query.public ?? 'no')) || query.scope === 'public';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => trips(strapi).trips;
  const view = () => trips(strapi).view;

  const listPage = async (ctx: Context, scope: 'mine' | 'public') => {
    const reader = new QueryReader(ctx.query);
    const page = readPageRequest(reader);
    reader.assertValid();
    const { items, total } = await service().list(ctx.state.principal, {
      scope,
      page: page.page,
      perPage: page.perPage,
    });
    const data = await view().summaries(items, { withUser: scope === 'public' });
    respondWithPage(ctx, data, page, total, { message: 'Trips retrieved successfully' });
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
      const trip = await service().visible(ctx.state.principal, tripIdOf(ctx));
      respond(ctx, await view().detail(trip), { message: 'Trip retrieved successfully' });
    },

    async create(ctx: Context) {
      const trip = await service().create(ctx.state.principal, validBody(ctx, createTripSchema));
      respond(ctx, await view().detail(trip), { status: 201, message: 'Trip created successfully' });
    },

    async update(ctx: Context) {
      const id = tripIdOf(ctx);
      const input = validBody(ctx, updateTripSchema);
      const trip = await service().update(ctx.state.principal, id, input);
      respond(ctx, await view().detail(trip), { message: 'Trip details updated successfully' });
    },

    async destroy(ctx: Context) {
      await service().remove(ctx.state.principal, tripIdOf(ctx));
      respond(ctx, null, { message: 'Trip deleted successfully' });
    },

    /** Free fork of a public or own trip; someone else's private trip is 403 (legacy), a missing one 404. */
    async fork(ctx: Context) {
      const source = await service().byId(tripIdOf(ctx));
      if (!source || isTrashed(source)) throw new NotFoundError(TRIP_NOT_FOUND);
      if (!canSee(ctx.state.principal, source))
        throw new ForbiddenError('You are not authorized to fork this trip');
      const forkId = await trips(strapi).forks.fork(source, ctx.state.principal.id);
      const fork = (await service().byId(forkId))!;
      respond(ctx, await view().detail(fork), { status: 201, message: 'Trip forked successfully' });
    },
  };
};
