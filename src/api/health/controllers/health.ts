import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UpstreamUnavailableError, respond, contract } from '../../../plugins/contract/public';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const { healthy, checks } = await contract(strapi).health.check();
    if (!healthy)
      throw new UpstreamUnavailableError('A dependency of the service is unavailable.', 503, { checks });
    respond(ctx, { status: 'ok', checks }, { message: 'Service is healthy' });
  },
});
