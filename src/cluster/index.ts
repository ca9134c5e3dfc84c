import cluster from 'cluster';
import { clusterWorkers } from './concurrency';
import { runPrimary } from './primary';
import { runWorker, type Shutdown } from './worker';

export { clusterWorkers } from './concurrency';

export type ClusterOptions = {
  /** Boots one instance, listening on the shared port, and returns its graceful shutdown. */
  startWorker: () => Promise<Shutdown>;
  /** Called in the primary once every worker of the first boot listens (tests print READY). */
  onReady?: () => void;
};

/**
 * Runs `WEB_CONCURRENCY` instances through Node's `cluster` module; with one (the default) the
 * instance runs in this process, exactly as before. Refuses more than one without PostgreSQL and
 * Redis (the error names what is missing).
 */
export const runCluster = async (options: ClusterOptions) => {
  if (cluster.isWorker) return runWorker(options.startWorker);
  const workers = clusterWorkers(process.env);
  if (workers === 1) {
    await options.startWorker();
    return options.onReady?.();
  }
  runPrimary(workers, options.onReady);
};
