import type { MetricsConfig } from './config';
import { collectFromPrimary, isClusteredWorker } from './cluster';
import { registry } from './registry';

/** Every worker's metrics could not be gathered: the primary did not answer in time. */
export class MetricsUnavailable extends Error {}

/** This process's registry, or under several workers every worker's, gathered by the primary. */
export const exposition = async (): Promise<{ text: string; contentType: string }> => {
  const text = isClusteredWorker()
    ? await collectFromPrimary().catch((error: Error) => {
        throw new MetricsUnavailable(`Metrics could not be gathered from every worker: ${error.message}`);
      })
    : await registry.metrics();
  return { text, contentType: registry.contentType };
};

/** The scrape token (METRICS_TOKEN), or '' when the endpoint is off. */
export const metricsToken = (strapi: { config: { get: (key: string) => unknown } }) =>
  (strapi.config.get('plugin::metrics') as MetricsConfig).token;
