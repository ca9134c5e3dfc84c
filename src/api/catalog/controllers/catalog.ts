import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { COLLECTIONS } from '../lib/collections';
import { idsRelatedTo } from '../lib/sql';
import type { CollectionSpec } from '../lib/types';

const specOf = (ctx: Context): CollectionSpec => COLLECTIONS[ctx.state.route.config.collection as string];

/** Public catalog reads; the route config names the collection. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = () => strapi.service('api::catalog.catalog-reader');
  const extras = () => strapi.service('api::catalog.catalog-extras');

  return {
    list: (ctx: Context) => reader().list(ctx, specOf(ctx)),
    show: (ctx: Context) => reader().show(ctx, specOf(ctx)),

    async destinationHotels(ctx: Context) {
      const destination = (await reader().find(ctx, COLLECTIONS.destinations, ctx.params.id)) as {
        id: number;
      };
      await reader().list(ctx, COLLECTIONS.hotels, {
        narrow: (query: { whereIn: (column: string, values: unknown) => unknown }) =>
          query.whereIn(
            't.id',
            idsRelatedTo(strapi, strapi.db.connection as never, 'api::hotel.hotel', 'destination', [
              destination.id,
            ]),
          ),
      });
    },

    regions: (ctx: Context) => extras().listRegions(ctx),
    region: (ctx: Context) => extras().showRegion(ctx),
    stats: (ctx: Context) => extras().stats(ctx),
    siteSettings: (ctx: Context) => extras().siteSettings(ctx),
  };
};
