import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { COLLECTIONS } from '../lib/collections';
import { idsRelatedTo } from '../lib/sql';
import type { CollectionSpec } from '../lib/types';
import { catalog } from '../public';

const specOf = (ctx: Context): CollectionSpec => COLLECTIONS[ctx.state.route.config.collection as string];

/** Public catalog reads; the route config names the collection. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    list: (ctx: Context) => catalog(strapi).reader.list(ctx, specOf(ctx)),
    show: (ctx: Context) => catalog(strapi).reader.show(ctx, specOf(ctx)),

    async destinationHotels(ctx: Context) {
      const destination = (await catalog(strapi).reader.find(
        ctx,
        COLLECTIONS.destinations,
        ctx.params.id,
      )) as {
        id: number;
      };
      await catalog(strapi).reader.list(ctx, COLLECTIONS.hotels, {
        narrow: (query) =>
          void query.whereIn(
            't.id',
            idsRelatedTo(strapi, strapi.db.connection as never, 'api::hotel.hotel', 'destination', [
              destination.id,
            ]),
          ),
      });
    },

    regions: (ctx: Context) => catalog(strapi).extras.listRegions(ctx),
    region: (ctx: Context) => catalog(strapi).extras.showRegion(ctx),
    stats: (ctx: Context) => catalog(strapi).extras.stats(ctx),
    siteSettings: (ctx: Context) => catalog(strapi).extras.siteSettings(ctx),
  };
};
