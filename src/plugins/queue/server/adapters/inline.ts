import type { AddedJob, JobHandler, QueueDriver } from './queue-driver';
import { backoffFor } from './queue-driver';

type Pending = {
  id: string;
  name: string;
  data: unknown;
  key: string | null;
  attempts: number;
  backoffMs: number;
};
type Log = { error(message: string, meta?: unknown): void; warn(message: string): void };
type Settings = { keepSeconds: number; concurrency: number };

/**
 * Jobs in this process (the embedded default): at most `concurrency` at once, in the order they
 * became due, retried with exponential backoff, refused when their key was seen within
 * `keepSeconds`. Nothing survives the process: a deployment that needs jobs to outlive a restart
 * configures Redis (BullMQ).
 */
export const inlineDriver = (log: Log, settings: Settings): QueueDriver => {
  const keys = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** Jobs due now, waiting for a free slot. */
  const due: Array<{ job: Pending; attempt: number }> = [];
  let handlerOf: ((name: string) => JobHandler | undefined) | null = null;
  let stopped = false;
  let sequence = 0;

  const pump = () => {
    while (handlerOf && !stopped && running.size < settings.concurrency && due.length > 0) {
      const next = due.shift()!;
      const work = execute(next.job, next.attempt);
      running.add(work);
      void work.finally(() => {
        running.delete(work);
        pump();
      });
    }
  };

  const schedule = (job: Pending, attempt: number, delayMs: number) => {
    if (stopped) return;
    if (delayMs <= 0) {
      due.push({ job, attempt });
      return pump();
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      schedule(job, attempt, 0);
    }, delayMs);
    timers.add(timer);
  };

  const execute = async (job: Pending, attempt: number) => {
    try {
      const handler = handlerOf?.(job.name);
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      await handler(job.data, { name: job.name, key: job.key, attempt, attempts: job.attempts });
    } catch (error) {
      if (attempt < job.attempts) schedule(job, attempt + 1, backoffFor(job.backoffMs, attempt));
      else log.error(`job ${job.name} (${job.key ?? job.id}) failed after ${attempt} tries`, { error });
    }
  };

  return {
    name: 'inline',
    async add(name, data, options): Promise<AddedJob> {
      const now = Date.now();
      for (const [key, until] of keys) if (until <= now) keys.delete(key);
      const id = options.key ?? `inline-${++sequence}`;
      if (options.key && keys.has(options.key)) return { id, duplicate: true };
      if (options.key) keys.set(options.key, now + settings.keepSeconds * 1000);
      const job = {
        id,
        name,
        data,
        key: options.key ?? null,
        attempts: options.attempts,
        backoffMs: options.backoffMs,
      };
      schedule(job, 1, options.delayMs);
      return { id, duplicate: false };
    },
    async start(handlers) {
      handlerOf = handlers;
      pump();
    },
    async waiting() {
      return due.length;
    },
    async idle(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (timers.size === 0 && running.size === 0 && due.length === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return false;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      const dropped = timers.size + due.length;
      if (dropped > 0) log.warn(`queue: ${dropped} inline job(s) dropped at shutdown`);
      timers.clear();
      due.length = 0;
      await Promise.allSettled([...running]);
    },
  };
};
