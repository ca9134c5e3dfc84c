/**
 * MERGE HOOK (issue 24 item 4, metrics): the primary calls this once, before forking. The metrics
 * plugin starts prom-client's `AggregatorRegistry` here, so that `GET /api/metrics` answered by any
 * worker covers every worker. Nothing is aggregated until it is wired: the primary serves no
 * request and has no metrics of its own.
 */
export const startMetricsAggregation = (): void => undefined;
