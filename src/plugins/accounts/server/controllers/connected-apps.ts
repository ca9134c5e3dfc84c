import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordIdOrNotFound, respond } from '../../../contract/public';
import { connectedApps } from '../oauth/connected-apps';

/** `/me/connected-apps`: the caller's OAuth grants (a session only: see the routes). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx: Context) {
    respond(ctx, await connectedApps(strapi).list(ctx.state.principal.id), {
      message: 'Connected apps retrieved successfully',
    });
  },

  async destroy(ctx: Context) {
    const id = recordIdOrNotFound(ctx.params.id, 'Connected app not found.');
    await connectedApps(strapi).revoke(ctx.state.principal.id, id);
    respond(ctx, null, { message: 'App disconnected.' });
  },
});
