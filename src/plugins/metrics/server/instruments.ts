import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry';

const registers = [registry];

/** Seconds, from a fast cache hit (~1 ms) to an AI plan or a slow upstream (several seconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers });
const histogram = <L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
) => new Histogram<L>({ name, help, labelNames, buckets, registers });

export const requestDuration = histogram(
  'http_request_duration_seconds',
  'API request duration by route template (unmatched: no route), method and status',
  ['route', 'method', 'status'],
  REQUEST_BUCKETS,
);
export const throttleRejections = counter(
  'throttle_rejections_total',
  'Requests refused with 429 by a named throttle (CONTRACT §7)',
  ['limiter'],
);
export const responseCacheLookups = counter(
  'response_cache_lookups_total',
  'Response-cache lookups of public reads: hit, miss, or unavailable (the cache could not be reached)',
  ['result'],
);
export const webhookOutcomes = counter(
  'payment_webhook_outcomes_total',
  'Payment webhook deliveries by outcome (processed, already_processed, invalid_signature, ...)',
  ['outcome'],
);
export const jobDuration = histogram(
  'queue_job_duration_seconds',
  'Background job runs (each attempt) by job name and result',
  ['job', 'result'],
  JOB_BUCKETS,
);
export const jobFailures = counter(
  'queue_job_failures_total',
  'Failed job attempts by job name (a retried job counts each failed try)',
  ['job'],
);
export const aiCalls = counter(
  'ai_engine_calls_total',
  'AI operations that ran, by kind, engine and state (success, fallback, failed); cache hits excluded',
  ['kind', 'engine', 'state'],
);
export const aiFallbacks = counter(
  'ai_fallbacks_total',
  'AI operations where the model failed and the builtin engine answered',
  ['kind'],
);
export const aiQuotaRefusals = counter(
  'ai_quota_refusals_total',
  'AI requests refused with 402 ai_quota_exhausted',
);

export type QueueDepth = { waiting: number; active: number; delayed: number };
let depthSource: (() => Promise<QueueDepth | null>) | null = null;

/** Read on each scrape from the queue driver the queue plugin registered (null: no driver running). */
export const queueDepth = new Gauge({
  name: 'queue_jobs',
  help: 'Jobs in the queue by state (waiting, active, delayed), read on scrape',
  labelNames: ['state'] as const,
  registers,
  async collect() {
    this.reset();
    // The source answers null when its store does not answer: the gauge stays empty (queue.ts).
    const depth = depthSource ? await depthSource() : null;
    if (!depth) return;
    for (const [state, count] of Object.entries(depth)) this.set({ state }, count);
  },
});

/** The queue plugin says where its depth is read from (once per boot). */
export const watchQueueDepth = (source: () => Promise<QueueDepth | null>) => {
  depthSource = source;
};
