import type { AddedJob, JobHandler, QueueDriver } from './types';
import { backoffFor } from './types';

type Pending = {
  id: string;
  name: string;
  data: unknown;
  key: string | null;
  attempts: number;
  backoffMs: number;
};
type Log = { error(message: string, meta?: unknown): void; warn(message: string): void };

/**
 * Jobs in this process (the embedded default): run soon after they are added, retried with
 * exponential backoff, refused when their key was seen within `keepSeconds`. Nothing survives the
 * process: a deployment that needs jobs to outlive a restart configures Redis (BullMQ).
 */
export const inlineDriver = (log: Log, keepSeconds: number): QueueDriver => {
  const keys = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const early: Array<() => void> = [];
  let handlerOf: ((name: string) => JobHandler | undefined) | null = null;
  let stopped = false;
  let sequence = 0;

  const later = (delayMs: number, task: () => void) => {
    if (stopped) return;
    if (!handlerOf) return void early.push(() => later(delayMs, task));
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, delayMs);
    timers.add(timer);
  };

  const run = (job: Pending, attempt: number) => {
    const work = (async () => {
      const handler = handlerOf?.(job.name);
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      await handler(job.data, { name: job.name, key: job.key, attempt, attempts: job.attempts });
    })().catch((error: unknown) => {
      if (attempt < job.attempts) later(backoffFor(job.backoffMs, attempt), () => run(job, attempt + 1));
      else log.error(`job ${job.name} (${job.key ?? job.id}) failed after ${attempt} tries`, { error });
    });
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  return {
    name: 'inline',
    async add(name, data, options): Promise<AddedJob> {
      const now = Date.now();
      for (const [key, until] of keys) if (until <= now) keys.delete(key);
      const id = options.key ?? `inline-${++sequence}`;
      if (options.key && keys.has(options.key)) return { id, duplicate: true };
      if (options.key) keys.set(options.key, now + keepSeconds * 1000);
      const job = {
        id,
        name,
        data,
        key: options.key ?? null,
        attempts: options.attempts,
        backoffMs: options.backoffMs,
      };
      later(options.delayMs, () => run(job, 1));
      return { id, duplicate: false };
    },
    async start(handlers) {
      handlerOf = handlers;
      for (const task of early.splice(0)) task();
    },
    async idle(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (timers.size === 0 && running.size === 0 && early.length === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return false;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      if (timers.size > 0) log.warn(`queue: ${timers.size} inline job(s) dropped at shutdown`);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
};
