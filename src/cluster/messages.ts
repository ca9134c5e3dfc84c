/** What the primary sends a worker: drain as a signal would (a second one cuts off at once). */
export type DrainMessage = { type: 'cluster:drain'; signal: string };

export const isDrainMessage = (message: unknown): message is DrainMessage =>
  typeof message === 'object' && message !== null && (message as DrainMessage).type === 'cluster:drain';

export const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Logs of the primary (it has no Strapi logger): one line on stderr, like a boot failure. */
export const primaryLog = (message: string) => process.stderr.write(`[cluster ${process.pid}] ${message}\n`);
