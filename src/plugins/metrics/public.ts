/**
 * The metrics module's public entry point: the counting functions other modules call (they never
 * see prom-client), the queue depth source, and the cluster primary's aggregation. One registry
 * per process (server/registry.ts); `GET /api/metrics` exposes it.
 */
export {
  countThrottleRejection,
  countCacheLookup,
  countWebhookOutcome,
  countAiCall,
  countAiQuotaRefusal,
  timeJob,
} from './server/count';
export { observeRequest } from './server/request-timing';
export { watchQueueDepth, type QueueDepth } from './server/instruments';
export { startMetricsAggregation, COLLECT, COLLECTED } from './server/cluster';
