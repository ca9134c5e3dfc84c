import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordIdOrNotFound, respond, respondWithPage, validBody } from '../../../plugins/contract/public';
import { listRequest, requestLocale } from './requests/list-request';
import { COLLECTIONS } from '../services/catalog-types';
import { AdminCollection, createSchema, updateSchema } from '../validators';
import { catalog } from '../accessor';

const collectionOf = (ctx: Context) => ctx.state.route.config.collection as AdminCollection;
const title = (collection: string) => collection.charAt(0).toUpperCase() + collection.slice(1);
const one = (collection: string) =>
  collection.endsWith('ies') ? `${collection.slice(0, -3)}y` : collection.slice(0, -1);

/** /api/admin/{collection}: list (with `trashed`), create, update, trash, restore. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const show = (ctx: Context, collection: AdminCollection, id: number) =>
    catalog(strapi).reader.find(COLLECTIONS[collection], String(id), {
      locale: requestLocale(strapi, ctx),
      admin: true,
    });

  return {
    async index(ctx: Context) {
      const spec = COLLECTIONS[collectionOf(ctx)];
      const { page, args } = listRequest(strapi, ctx, { admin: true });
      const { items, total } = await catalog(strapi).reader.list(spec, args);
      respondWithPage(ctx, items, page, total, {
        message: `${title(spec.name)} retrieved successfully.`,
      });
    },

    async create(ctx: Context) {
      const collection = collectionOf(ctx);
      const id = await catalog(strapi).writer.create(collection, validBody(ctx, createSchema(collection)));
      respond(ctx, await show(ctx, collection, id), {
        status: 201,
        message: `${title(one(collection))} created successfully.`,
      });
    },

    async update(ctx: Context) {
      const collection = collectionOf(ctx);
      const id = recordIdOrNotFound(ctx.params.id, `${title(one(collection))} not found`);
      const input = validBody(ctx, updateSchema(collection));
      await catalog(strapi).writer.update(collection, id, input);
      respond(ctx, await show(ctx, collection, id), {
        message: `${title(one(collection))} updated successfully.`,
      });
    },

    async destroy(ctx: Context) {
      const collection = collectionOf(ctx);
      await catalog(strapi).writer.trash(
        collection,
        recordIdOrNotFound(ctx.params.id, `${title(one(collection))} not found`),
      );
      respond(ctx, null, { message: `${title(one(collection))} moved to the trash.` });
    },

    async restore(ctx: Context) {
      const collection = collectionOf(ctx);
      const id = recordIdOrNotFound(ctx.params.id, `${title(one(collection))} not found`);
      await catalog(strapi).writer.restore(collection, id);
      respond(ctx, await show(ctx, collection, id), {
        message: `${title(one(collection))} restored successfully.`,
      });
    },
  };
};
