import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UnauthenticatedError, UpstreamUnavailableError, endpointNotFound } from '../../../contract/public';
import { bearerMatches } from '../bearer';
import { collectFromPrimary, isClusteredWorker } from '../cluster';
import type { MetricsConfig } from '../config';
import { registry } from '../registry';

/** This process's registry, or under several workers every worker's, gathered by the primary. */
const exposition = async () => {
  if (!isClusteredWorker()) return registry.metrics();
  return collectFromPrimary().catch((error: Error) => {
    throw new UpstreamUnavailableError(`Metrics could not be gathered from every worker: ${error.message}`);
  });
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The Prometheus text exposition, for a scraper holding METRICS_TOKEN; off (404) without one. */
  async show(ctx: Context) {
    const { token } = strapi.config.get('plugin::metrics') as MetricsConfig;
    if (!token) throw endpointNotFound(ctx.path);
    if (!bearerMatches(ctx.get('Authorization') || undefined, token))
      throw new UnauthenticatedError('A valid metrics token is required.', 'invalid_metrics_token');
    const text = await exposition();
    ctx.status = 200;
    ctx.type = registry.contentType;
    ctx.body = text;
  },
});
