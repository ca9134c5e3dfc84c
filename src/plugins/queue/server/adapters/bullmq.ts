import { createHash } from 'crypto';
import { Queue, Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import type { AddedJob, JobHandler, QueueDriver } from './queue-driver';

type Settings = {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  keepSeconds: number;
  lockMs: number;
};
type Log = { error(message: string, meta?: unknown): void; warn(message: string): void };

const QUEUE_NAME = 'jobs';
/** How long an add may wait for Redis before it is given up (the caller decides what that means). */
const ADD_TIMEOUT_MS = 3000;
/** How long a shutdown waits for the worker before it lets go of a Redis that does not answer. */
const CLOSE_TIMEOUT_MS = 5000;

/** BullMQ ids may not hold every character a key does (`:` is refused): a digest of the key. */
export const jobIdOf = (key: string) => `k-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

/** Redis did not answer in time: what a shutdown expects of an unreachable Redis. */
class NoAnswerInTime extends Error {}

const within = <T>(work: Promise<T>, ms: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new NoAnswerInTime(`${what}: Redis did not answer within ${ms} ms`)),
      ms,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** Connection trouble is said once a minute, not at every reconnection attempt. */
const throttledLog = (log: Log) => {
  let last = 0;
  return (message: string, error: unknown) => {
    if (Date.now() - last < 60000) return;
    last = Date.now();
    log.error(message, { error });
  };
};

/**
 * Jobs in Redis through BullMQ: they outlive the process that added them, any instance's worker
 * takes them, a job running when its process died is taken again (stalled-job recovery), retries
 * wait with exponential backoff, and a key is a BullMQ job id, so a second add is ignored while
 * the job exists (kept `keepSeconds` after it completes). An unreachable Redis never blocks the
 * service: the worker keeps reconnecting in the background, and an add fails after a few seconds.
 */
export const bullmqDriver = (settings: Settings, log: Log): QueueDriver => {
  const trouble = throttledLog(log);
  const producer = new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  producer.on('error', (error) => trouble('queue: Redis unreachable', error));
  const queue = new Queue(QUEUE_NAME, { connection: producer, prefix: settings.prefix });
  queue.on('error', (error) => trouble('queue: Redis unreachable', error));
  let worker: Worker | null = null;
  let workerConnection: Redis | null = null;
  let sequence = 0;

  const addNow = async (name: string, data: unknown, options: Parameters<QueueDriver['add']>[2]) => {
    const jobId = options.key ? jobIdOf(options.key) : undefined;
    if (jobId && (await queue.getJob(jobId))) return { id: jobId, duplicate: true };
    const job = await queue.add(
      name,
      { data, key: options.key ?? null },
      {
        jobId,
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        delay: options.delayMs || undefined,
        removeOnComplete: { age: settings.keepSeconds },
        removeOnFail: { age: settings.keepSeconds * 7 },
      },
    );
    return { id: job.id ?? `bullmq-${++sequence}`, duplicate: false };
  };

  return {
    name: 'bullmq',
    add(name, data, options): Promise<AddedJob> {
      return within(addNow(name, data, options), ADD_TIMEOUT_MS, `queue: adding ${name}`);
    },
    async start(handlerOf) {
      // BullMQ's workers block on Redis: their connection retries forever.
      workerConnection = new Redis(settings.redisUrl, { maxRetriesPerRequest: null });
      workerConnection.on('error', (error) => trouble('queue worker: Redis unreachable', error));
      worker = new Worker(
        QUEUE_NAME,
        async (job: Job<{ data: unknown; key: string | null }>) => {
          const handler: JobHandler | undefined = handlerOf(job.name);
          if (!handler) throw new Error(`no handler for job "${job.name}"`);
          await handler(job.data.data, {
            name: job.name,
            key: job.data.key,
            attempt: job.attemptsMade + 1,
            attempts: job.opts.attempts ?? 1,
          });
        },
        {
          connection: workerConnection,
          prefix: settings.prefix,
          concurrency: settings.concurrency,
          // A job whose worker died is taken again once its lock lapses, found by the next stall check.
          lockDuration: settings.lockMs,
          stalledInterval: settings.lockMs,
        },
      );
      worker.on('failed', (job, error) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
          log.error(`job ${job.name} (${job.data.key ?? job.id}) failed after ${job.attemptsMade} tries`, {
            error,
          });
      });
      worker.on('error', (error) => trouble('queue worker error', error));
    },
    waiting() {
      return within(queue.getWaitingCount(), ADD_TIMEOUT_MS, 'queue: counting waiting jobs');
    },
    async idle(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const counts = await within(
          queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children'),
          ADD_TIMEOUT_MS,
          'queue: counting jobs',
        );
        if (Object.values(counts).every((count) => count === 0)) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    },
    async stop() {
      // close() lets the running jobs finish; a Redis that does not answer is let go of at once.
      const closed = await within(
        worker?.close() ?? Promise.resolve(),
        CLOSE_TIMEOUT_MS,
        'queue: closing the worker',
      ).then(
        () => true,
        (error: unknown) => {
          log.warn(String((error as Error).message));
          return false;
        },
      );
      if (!closed) {
        workerConnection?.disconnect();
        producer.disconnect();
      }
      // Every connection goes, the worker's blocking duplicate included, or the process cannot exit.
      // allSettled never rejects: the one failure expected is Redis not answering in time.
      await within(
        Promise.allSettled([queue.close(), worker?.disconnect(), queue.disconnect()]),
        2000,
        'queue: disconnecting',
      ).catch((error: unknown) => {
        if (!(error instanceof NoAnswerInTime)) throw error;
        log.warn(error.message);
      });
      workerConnection?.disconnect();
      producer.disconnect();
    },
  };
};
