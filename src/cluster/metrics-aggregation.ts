/**
 * The primary's part of the metrics (issue 24): prom-client's `AggregatorRegistry`, started once
 * before any worker is forked, so that `GET /api/metrics` answered by any worker covers them all.
 */
export { startMetricsAggregation } from '../plugins/metrics/public';
