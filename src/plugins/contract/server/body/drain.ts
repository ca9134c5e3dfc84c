import type { IncomingMessage } from 'http';

/**
 * How much of a refused body is still read and thrown away so that its sender reads the answer:
 * a server that closes while the client is still sending makes the client fail with EPIPE or
 * ECONNRESET before it reads the 413. Beyond these bounds the connection is closed instead: the
 * budget is a few times the largest body we take (uploads, 5 MB); the time limit stops a client
 * that trickles.
 */
export const DRAIN_BUDGET_BYTES = 16 * 1024 * 1024;
export const DRAIN_TIME_LIMIT_MS = 5000;

export type DrainBounds = { bytes: number; ms: number };
export type DrainOutcome = 'drained' | 'cut';

const DEFAULT_BOUNDS: DrainBounds = { bytes: DRAIN_BUDGET_BYTES, ms: DRAIN_TIME_LIMIT_MS };

/**
 * Reads the rest of a request body to its end, discarding it, within `bounds` (bytes from now on,
 * and time). `drained` when the body ended; `cut` when it would outgrow the budget (a declared
 * length beyond it is not read at all), outlasted the time limit, or the client went away.
 */
export const drainRest = (
  req: IncomingMessage,
  bounds: DrainBounds = DEFAULT_BOUNDS,
): Promise<DrainOutcome> => {
  if (req.complete) return Promise.resolve('drained');
  const declared = Number(req.headers['content-length']);
  if (req.destroyed || (Number.isFinite(declared) && declared > bounds.bytes)) return Promise.resolve('cut');
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (outcome: DrainOutcome) => {
      clearTimeout(timer);
      req.off('data', count);
      req.off('end', ended);
      req.off('close', closed);
      // Nothing more is read: the connection is closed once the answer is written.
      if (outcome === 'cut') req.pause();
      resolve(outcome);
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bounds.bytes) finish('cut');
    };
    const ended = () => finish('drained');
    const closed = () => finish(req.complete ? 'drained' : 'cut');
    const timer = setTimeout(() => finish('cut'), bounds.ms);
    req.on('data', count);
    req.once('end', ended);
    req.once('close', closed);
    req.resume();
  });
};
