import { isDrainMessage, SIGNALS } from './messages';

/** Drains the worker as a signal does; called again, it cuts off at once. */
export type Shutdown = (signal: string) => unknown;

/**
 * A worker drains when the primary tells it to, not on a signal of its own: Ctrl-C (and systemd's
 * default stop) signals the whole process group, so a worker would get the signal twice (directly
 * and forwarded) and the second would cut its drain off. If the primary is gone, the worker drains.
 */
export const runWorker = async (startWorker: () => Promise<Shutdown>) => {
  let shutdown: Shutdown | null = null;
  let drainBeforeReady = false;
  let draining = false;
  const drain = (signal: string) => {
    draining = true;
    if (shutdown) void shutdown(signal);
    else drainBeforeReady = true;
  };
  const ignoreSignals = () => {
    for (const signal of SIGNALS) {
      process.removeAllListeners(signal);
      process.on(signal, () => undefined);
    }
  };
  ignoreSignals();
  process.on('message', (message) => {
    if (isDrainMessage(message)) drain(message.signal);
  });
  process.once('disconnect', () => {
    if (!draining) drain('disconnect');
  });
  shutdown = await startWorker();
  // The instance's own graceful shutdown listens to the signals: the primary's message replaces it.
  ignoreSignals();
  if (drainBeforeReady) void shutdown('SIGTERM');
};
