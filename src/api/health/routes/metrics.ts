import { defineRoutes } from '../../../plugins/contract/public';

/**
 * The metrics plugin's registry, for operators: public to the contract's strategy, the handler
 * checks its own bearer token (METRICS_TOKEN). The plugin counts; this module serves.
 */
const group = {
  tag: 'System',
  access: 'public',
  throttle: 'api',
  controller: 'api::health.metrics',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/metrics',
    action: 'show',
    doc: {
      summary: 'Prometheus metrics',
      description:
        'The Prometheus text exposition (not the JSON envelope) for a scraper sending `Authorization: Bearer $METRICS_TOKEN`: request durations by route template, method and status; throttle rejections by limiter; response-cache hits and misses; payment webhook outcomes; queue depth; job durations and failures by job name; AI calls, fallbacks and quota refusals; the process metrics. Under `WEB_CONCURRENCY` > 1 every worker’s metrics, aggregated by the cluster primary (503 when it does not answer within 5 s). Answers 404 like an unknown route when `METRICS_TOKEN` is not set. Throttle `api`.',
      ok: {
        description: 'Prometheus text format 0.0.4',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
      errors: ['401', '404', '429', '503'],
    },
  },
]);
