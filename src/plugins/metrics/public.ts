/**
 * The metrics module's public entry point: the counting functions other modules call (they never
 * see prom-client), the queue depth source, and the cluster primary's aggregation. One registry
 * per process (server/registry.ts), exposed by the health module's `GET /api/metrics`. A leaf: it
 * imports no module of ours.
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
export {
  watchRealtimeLoad,
  countRealtimeEvent,
  countRealtimeDelivery,
  type RealtimeLoad,
} from './server/realtime';
export { watchQueueDepth, type QueueDepth } from './server/instruments';
export { startMetricsAggregation, COLLECT, COLLECTED } from './server/cluster';
export { exposition, MetricsUnavailable, metricsToken } from './server/exposition';
export { bearerMatches } from './server/bearer';
