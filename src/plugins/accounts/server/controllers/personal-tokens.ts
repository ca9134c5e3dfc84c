import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../contract/public';
import { presentPersonalToken } from '../presenters/personal-token';
import { createTokenSchema } from '../services/personal-tokens/schema';
import { accounts } from '../../accessor';

/** `/me/tokens`: the caller's personal access tokens (a session only: see the routes). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const tokens = () => accounts(strapi).personalTokens;
  return {
    async create(ctx: Context) {
      const input = validBody(ctx, createTokenSchema);
      const { row, secret } = await tokens().create(ctx.state.principal.id, input);
      respond(
        ctx,
        { ...presentPersonalToken(row), token: secret },
        { status: 201, message: 'Access token created. Copy it now: it will not be shown again.' },
      );
    },

    async index(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await tokens().list(ctx.state.principal.id, page);
      respondWithPage(ctx, items.map(presentPersonalToken), page, total, {
        message: 'Access tokens retrieved successfully',
      });
    },

    async destroy(ctx: Context) {
      const id = recordIdOrNotFound(ctx.params.id, 'Access token not found.');
      await tokens().revoke(ctx.state.principal.id, id);
      respond(ctx, null, { message: 'Access token revoked.' });
    },
  };
};
