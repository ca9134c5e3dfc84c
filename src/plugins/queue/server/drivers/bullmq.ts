import { createHash } from 'crypto';
import { Queue, Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import type { AddedJob, JobHandler, QueueDriver } from './types';

type Settings = { redisUrl: string; prefix: string; concurrency: number; keepSeconds: number };
type Log = { error(message: string, meta?: unknown): void };

const QUEUE_NAME = 'jobs';

/** BullMQ ids may not hold every character a key does (`:` is refused): a digest of the key. */
export const jobIdOf = (key: string) => `k-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

const connect = (url: string) =>
  // BullMQ's workers block on Redis: they need unlimited retries per request.
  new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });

/**
 * Jobs in Redis through BullMQ: they outlive the process that added them, any instance's worker
 * takes them, a job running when its process died is taken again (stalled-job recovery), retries
 * wait with exponential backoff, and a key is a BullMQ job id, so a second add is ignored while
 * the job exists (kept `keepSeconds` after it completes).
 */
export const bullmqDriver = (settings: Settings, log: Log): QueueDriver => {
  const producer = connect(settings.redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection: producer, prefix: settings.prefix });
  let worker: Worker | null = null;
  let workerConnection: Redis | null = null;
  let sequence = 0;

  return {
    name: 'bullmq',
    async add(name, data, options): Promise<AddedJob> {
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
    },
    async start(handlerOf) {
      workerConnection = connect(settings.redisUrl);
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
        { connection: workerConnection, prefix: settings.prefix, concurrency: settings.concurrency },
      );
      worker.on('failed', (job, error) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
          log.error(`job ${job.name} (${job.data.key ?? job.id}) failed after ${job.attemptsMade} tries`, {
            error,
          });
      });
      worker.on('error', (error) => log.error('queue worker error', { error }));
      await worker.waitUntilReady();
    },
    async idle(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const counts = await queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'prioritized',
          'waiting-children',
        );
        if (Object.values(counts).every((count) => count === 0)) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    },
    async stop() {
      // close() lets the running jobs finish before it resolves.
      await worker?.close();
      await queue.close();
      workerConnection?.disconnect();
      producer.disconnect();
    },
  };
};
