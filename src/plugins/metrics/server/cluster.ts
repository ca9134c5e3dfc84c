import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './registry';

export const COLLECT = 'metrics:collect';
export const COLLECTED = 'metrics:collected';
export const COLLECT_TIMEOUT_MS = 5000;

type Message = { type?: unknown; id?: unknown; text?: unknown; error?: unknown };
/** What a worker talks to the primary through: `process` in a cluster worker. */
export type PrimaryChannel = {
  send?(message: unknown): unknown;
  on(event: 'message', listener: (message: Message) => void): unknown;
  off(event: 'message', listener: (message: Message) => void): unknown;
};
type WorkerLike = { send(message: unknown): unknown };
type PrimaryLike = {
  on(event: 'message', listener: (worker: WorkerLike, message: Message) => void): unknown;
};

/** Whether this process is one worker of several: its own registry then tells only part of the story. */
export const isClusteredWorker = (env: NodeJS.ProcessEnv = process.env) =>
  cluster.isWorker && Number(env.WEB_CONCURRENCY) > 1;

/** In a worker: answer prom-client's own requests from the primary with this registry's metrics. */
export const offerWorkerMetrics = () => {
  AggregatorRegistry.setRegistries([registry]);
  // The constructor installs prom-client's worker listener (idempotent).
  new AggregatorRegistry();
};

/** Every worker's metrics summed (histograms, counters) or per worker (process gauges), as text. */
export const aggregateText = (perWorker: Parameters<typeof AggregatorRegistry.aggregate>[0]) =>
  AggregatorRegistry.aggregate(perWorker).metrics();

/**
 * In the cluster primary (the part 3 supervisor calls it once, before forking): a worker asking
 * `{type: 'metrics:collect', id}` gets `{type: 'metrics:collected', id, text}` — every live
 * worker's registry gathered by prom-client's AggregatorRegistry — or `{…, error}`.
 */
export const startMetricsAggregation = (primary: PrimaryLike = cluster) => {
  const aggregator = new AggregatorRegistry();
  primary.on('message', (worker, message) => {
    if (message?.type !== COLLECT) return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: COLLECTED, id, text }),
      (error: Error) => worker.send({ type: COLLECTED, id, error: error.message }),
    );
  });
  return aggregator;
};

let sequence = 0;

/** In a worker: the aggregated text from the primary, or a rejection after `timeoutMs`. */
export const collectFromPrimary = (channel: PrimaryChannel = process, timeoutMs = COLLECT_TIMEOUT_MS) =>
  new Promise<string>((resolve, reject) => {
    if (!channel.send) return reject(new Error('not a cluster worker'));
    const id = ++sequence;
    const finish = (error: Error | null, text = '') => {
      clearTimeout(timer);
      channel.off('message', listener);
      if (error) reject(error);
      else resolve(text);
    };
    const listener = (message: Message) => {
      if (message?.type !== COLLECTED || message.id !== id) return;
      if (typeof message.error === 'string') finish(new Error(message.error));
      else finish(null, String(message.text ?? ''));
    };
    const timer = setTimeout(() => finish(new Error('the primary did not answer in time')), timeoutMs);
    channel.on('message', listener);
    channel.send({ type: COLLECT, id });
  });
