import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  UnauthenticatedError,
  UpstreamUnavailableError,
  endpointNotFound,
} from '../../../plugins/contract/public';
import { bearerMatches, exposition, MetricsUnavailable, metricsToken } from '../../../plugins/metrics/public';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The Prometheus text exposition, for a scraper holding METRICS_TOKEN; off (404) without one. */
  async show(ctx: Context) {
    const token = metricsToken(strapi);
    if (!token) throw endpointNotFound(ctx.path);
    if (!bearerMatches(ctx.get('Authorization') || undefined, token))
      throw new UnauthenticatedError('A valid metrics token is required.', 'invalid_metrics_token');
    const { text, contentType } = await exposition().catch((error: unknown) => {
      if (error instanceof MetricsUnavailable) throw new UpstreamUnavailableError(error.message);
      throw error;
    });
    ctx.status = 200;
    ctx.type = contentType;
    ctx.body = text;
  },
});
