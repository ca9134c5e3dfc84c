import cluster, { type Worker } from 'cluster';
import { startMetricsAggregation } from './metrics-aggregation';
import { primaryLog, SIGNALS, type DrainMessage } from './messages';
import { restartBackoff } from './restart-backoff';

/**
 * The primary serves nothing: it forks the workers, which share the listening port (cluster's
 * round-robin hands each new connection to the next worker), replaces a worker that dies, and
 * drains them all on SIGTERM / SIGINT. One worker boots first and the others once it listens, so
 * the first boot's migrations, schema sync and seed run in one process, never in N at once.
 */
export const runPrimary = (workers: number, onReady?: () => void) => {
  const started = new Map<Worker, number>();
  const timers = new Set<NodeJS.Timeout>();
  const listened = new Set<Worker>();
  const delayFor = restartBackoff();
  let ready = false;
  let stopping = false;
  let failed = false;

  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on('listening', (worker) => {
    if (ready) return;
    listened.add(worker);
    if (listened.size === 1) for (let i = 1; i < workers; i += 1) fork();
    if (listened.size < workers) return;
    ready = true;
    primaryLog(`${workers} workers listening`);
    onReady?.();
  });

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (started.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!ready) {
      // A worker that cannot boot is a configuration fault: restarting it would only loop.
      primaryLog(`worker ${worker.process.pid} exited (${signal ?? code}) before listening: stopping`);
      stopping = true;
      for (const other of started.keys()) other.process.kill('SIGKILL');
      if (started.size === 0) process.exit(1);
      return;
    }
    const delay = delayFor(livedMs);
    primaryLog(`worker ${worker.process.pid} exited (${signal ?? code}): replacing it in ${delay} ms`);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork();
    }, delay);
    timers.add(timer);
  });

  for (const signal of SIGNALS)
    process.on(signal, () => {
      // Each worker drains as one process does; a second signal reaches them too and cuts off.
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      if (started.size === 0) process.exit(0);
      primaryLog(`${signal}: draining ${started.size} workers`);
      const message: DrainMessage = { type: 'cluster:drain', signal };
      for (const worker of started.keys())
        if (worker.isConnected())
          // A worker dying meanwhile closes its channel: its exit is counted, the send failure logged.
          worker.send(message, (error: Error | null) => {
            if (error) primaryLog(`worker ${worker.process.pid}: drain not delivered (${error.message})`);
          });
    });

  startMetricsAggregation();
  fork();
};
