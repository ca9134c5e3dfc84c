import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { reviewableType } from '../../review/public';
import { presentFavourite, presentFavouriteWithItem } from '../presenters/favourites';
import { toggleFavouriteSchema } from '../validators';
import { favourites } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async toggle(ctx: Context) {
    const type = reviewableType(ctx.params.type);
    const id = recordIdOrNotFound(ctx.params.id, 'Not found');
    const { note } = validBody(ctx, toggleFavouriteSchema);
    const result = await favourites(strapi).favourites.toggle(ctx.state.principal.id, type, id, note ?? null);
    if (result.added)
      respond(ctx, presentFavourite(result.favourite), {
        status: 201,
        message: 'Added to favourites',
        legacy: { status: 'added' },
      });
    else respond(ctx, null, { message: 'Removed from favourites', legacy: { status: 'removed' } });
  },

  async index(ctx: Context) {
    const page = pageRequestOf(ctx);
    const { items, total } = await favourites(strapi).favourites.page(ctx.state.principal.id, page);
    respondWithPage(ctx, items.map(presentFavouriteWithItem), page, total, {
      message: 'Favourites retrieved successfully',
    });
  },
});
