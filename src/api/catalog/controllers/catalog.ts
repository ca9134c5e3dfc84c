import { settings } from '../../setting/public';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  CATALOG_PAGE,
  pageRequestOf,
  QueryReader,
  respond,
  respondWithPage,
} from '../../../plugins/contract/public';
import { searchBox } from '../services/search/search-box';
import { listRequest, requestLocale } from './requests/list-request';
import { COLLECTIONS } from '../services/catalog-types';
import { relatedTo } from '../services/read/sql';
import type { CollectionSpec } from '../services/read/collection-spec';
import { catalog } from '../accessor';
import type { ListArgs } from '../services/catalog-reader';

const specOf = (ctx: Context): CollectionSpec => COLLECTIONS[ctx.state.route.config.collection as string];
const retrieved = (spec: CollectionSpec) =>
  `${spec.name.charAt(0).toUpperCase()}${spec.name.slice(1)} retrieved successfully.`;

/** Public catalog reads: the request is parsed here, the read models answer in plain data. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const listPage = async (ctx: Context, spec: CollectionSpec, narrow?: ListArgs['narrow']) => {
    const { page, args } = listRequest(strapi, ctx);
    const { items, total } = await catalog(strapi).reader.list(spec, { ...args, narrow });
    respondWithPage(ctx, items, page, total, { message: retrieved(spec) });
  };

  return {
    list: (ctx: Context) => listPage(ctx, specOf(ctx)),

    async show(ctx: Context) {
      const locale = requestLocale(strapi, ctx);
      respond(ctx, await catalog(strapi).reader.find(specOf(ctx), ctx.params.id, { locale }));
    },

    async destinationHotels(ctx: Context) {
      const locale = requestLocale(strapi, ctx);
      const destination = await catalog(strapi).reader.find(COLLECTIONS.destinations, ctx.params.id, {
        locale,
      });
      await listPage(
        ctx,
        COLLECTIONS.hotels,
        relatedTo('api::hotel.hotel', 'destination', [destination.id as number]),
      );
    },

    async regions(ctx: Context) {
      const page = pageRequestOf(ctx, CATALOG_PAGE);
      const all = await catalog(strapi).extras.regions(requestLocale(strapi, ctx));
      respondWithPage(ctx, all.slice(page.offset, page.offset + page.perPage), page, all.length, {
        message: 'Regions retrieved successfully.',
      });
    },

    async region(ctx: Context) {
      respond(ctx, await catalog(strapi).extras.region(ctx.params.key, requestLocale(strapi, ctx)));
    },

    /** GET /search: the best of each kind for a search box; a query of no word finds nothing. */
    async search(ctx: Context) {
      const reader = new QueryReader(ctx.query as Record<string, unknown>);
      const query = reader.firstString(['q', 'search', 'query'], { max: 500 });
      reader.assertValid();
      const data = query === undefined ? [] : await searchBox(strapi, query, requestLocale(strapi, ctx));
      respond(ctx, data, { message: 'Search results retrieved successfully.' });
    },

    async stats(ctx: Context) {
      respond(ctx, await catalog(strapi).extras.stats(), { message: 'Summary retrieved successfully.' });
    },

    async siteSettings(ctx: Context) {
      respond(ctx, await settings(strapi).store.publicValues(), {
        message: 'Site settings retrieved successfully.',
      });
    },
  };
};
