import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
  ValidationError,
} from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import { ifMatchVersion, tripEtag } from '../services/changes/etag';
import type { TripScope } from '../services/trips';
import { COLLECTIONS, catalog } from '../../catalog/public';
import { createTrip, forkTrip, listTrips, removeTrip, showTrip, updateTrip } from '../operations';
import { presentFormDestination } from '../presenters/trip';
import { TRIP_NOT_FOUND } from '../services/rules/access';
import { BUDGET_LEVELS, TRAVEL_STYLES, createTripSchema, updateTripSchema } from '../validators';
import { trips } from '../accessor';

export const tripIdOf = (ctx: Context) => recordIdOrNotFound(ctx.params.trip, TRIP_NOT_FOUND);

const SCOPES: readonly TripScope[] = ['own', 'shared', 'all', 'public'];

/**
 * Whose trips: `?scope=own` (the default), `shared`, `all` (CONTRACT §14) or `public`; `?is_public`
 * or `?public` ask for everyone's public trips too (legacy-behaviour §3.3). Another scope is 422.
 */
const scopeOf = (query: Record<string, unknown>): TripScope => {
  if (['1', 'true', ''].includes(String(query.is_public ?? query.public ?? 'no'))) return 'public';
  if (query.scope === undefined) return 'own';
  if (SCOPES.includes(query.scope as TripScope)) return query.scope as TripScope;
  throw ValidationError.field('scope', 'The scope must be own, shared, all or public.');
};

/** The trip as the caller sees it, with its ETag (CONTRACT §14: `If-Match` names it on a write). */
export const respondWithTrip = async (
  strapi: Core.Strapi,
  ctx: Context,
  trip: TripRow,
  options: { status?: number; message: string },
) => {
  ctx.set('ETag', tripEtag(trip));
  respond(ctx, await trips(strapi).view.detail(trip, { viewer: ctx.state.principal?.id ?? null }), options);
};

/** The version a write names in `If-Match`, for the trip of the path. */
export const ifVersionOf = (ctx: Context, tripId: number) =>
  ifMatchVersion(ctx.get('If-Match') || undefined, tripId);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const view = () => trips(strapi).view;

  const listPage = async (ctx: Context, scope: TripScope) => {
    const page = pageRequestOf(ctx);
    const { result, message } = await listTrips(strapi, ctx.state.principal, { scope, page });
    const data = await view().summaries(result.items, {
      withUser: scope !== 'own',
      viewer: ctx.state.principal.id,
    });
    respondWithPage(ctx, data, page, result.total, { message });
  };

  return {
    index: (ctx: Context) => listPage(ctx, scopeOf(ctx.query)),
    dashboard: (ctx: Context) => listPage(ctx, 'own'),

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
      await respondWithTrip(strapi, ctx, result, { message });
    },

    async create(ctx: Context) {
      const { result, message } = await createTrip(strapi, ctx.state.principal, {
        input: () => validBody(ctx, createTripSchema),
      });
      await respondWithTrip(strapi, ctx, result, { status: 201, message });
    },

    async update(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { result, message } = await updateTrip(strapi, ctx.state.principal, {
        tripId,
        input: () => validBody(ctx, updateTripSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      await respondWithTrip(strapi, ctx, result, { message });
    },

    async destroy(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { message } = await removeTrip(strapi, ctx.state.principal, {
        tripId,
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respond(ctx, null, { message });
    },

    async fork(ctx: Context) {
      const { result, message } = await forkTrip(strapi, ctx.state.principal, { tripId: tripIdOf(ctx) });
      await respondWithTrip(strapi, ctx, result, { status: 201, message });
    },
  };
};
