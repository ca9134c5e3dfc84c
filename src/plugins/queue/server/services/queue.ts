import type { Core } from '@strapi/strapi';
import { bullmqDriver } from '../adapters/bullmq';
import { inlineDriver } from '../adapters/inline';
import type { JobHandler, JobOptions, QueueDriver } from '../adapters/queue-driver';
import type { QueueConfig } from '../config';
import { timeJob, watchQueueDepth } from '../../../metrics/public';
import { isRedisFailure } from '../../../platform/public';

/**
 * The queue every module uses (CONTRACT §6): `define` a handler per job name, `add` jobs. The
 * driver is chosen by configuration: BullMQ on Redis when `REDIS_URL` is set, else in process.
 * Handlers must be idempotent: a job may run more than once (a retry after a partial failure, a
 * stalled job taken again after a crash).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => strapi.config.get('plugin::queue') as QueueConfig;
  const handlers = new Map<string, JobHandler>();
  let driver: QueueDriver | null = null;
  let started = false;
  // Adds under way: `idle` waits for them too (a job being written is not nothing to do).
  const adding = new Set<Promise<unknown>>();

  const driverOf = (): QueueDriver => {
    if (driver) return driver;
    const redisUrl = strapi.config.get('plugin::platform.redisUrl') as string;
    const wanted = config().driver || (redisUrl ? 'bullmq' : 'inline');
    if (wanted === 'bullmq' && !redisUrl) throw new Error('QUEUE_DRIVER=bullmq needs REDIS_URL');
    driver =
      wanted === 'bullmq'
        ? bullmqDriver(
            {
              redisUrl,
              prefix: `${strapi.config.get('plugin::platform.redisPrefix')}:queue`,
              concurrency: config().concurrency,
              keepSeconds: config().keepSeconds,
              lockMs: config().lockMs,
            },
            strapi.log,
          )
        : inlineDriver(strapi.log, { keepSeconds: config().keepSeconds, concurrency: config().concurrency });
    return driver;
  };
  // Read on each scrape; no driver (not started yet, or stopped) is no depth rather than a new
  // connection, and neither is a Redis that does not answer: the scrape still answers the rest.
  watchQueueDepth(async () => {
    if (!driver) return null;
    try {
      return await driver.counts();
    } catch (error) {
      if (isRedisFailure(error)) return null;
      throw error;
    }
  });

  return {
    get driverName() {
      return driverOf().name;
    },

    /** The handler of one job name (once per name; a module defines its own at bootstrap). */
    define(name: string, handler: JobHandler) {
      if (handlers.has(name)) throw new Error(`job "${name}" is already defined`);
      handlers.set(name, (data, info) => timeJob(name, () => handler(data, info)));
    },

    async add(name: string, data: unknown, options: JobOptions = {}) {
      const added = driverOf().add(name, data, {
        key: options.key,
        attempts: options.attempts ?? config().attempts,
        backoffMs: options.backoffMs ?? config().backoffMs,
        delayMs: options.delayMs ?? 0,
      });
      adding.add(added);
      try {
        return await added;
      } finally {
        adding.delete(added);
      }
    },

    /** Starts this instance's workers, once every module has defined its handlers (app bootstrap). */
    async start() {
      if (started) return;
      started = true;
      if (driverOf().name === 'inline' || config().workers)
        await driverOf().start((name) => handlers.get(name));
    },

    /** How many jobs wait (due now), run, or wait for a later time (health, metrics); BullMQ asks Redis. */
    counts() {
      return driverOf().counts();
    },

    /** Whether nothing is waiting or running, within `timeoutMs` (tests, diagnostics). */
    async idle(timeoutMs = 10000) {
      await Promise.allSettled([...adding]);
      return driverOf().idle(timeoutMs);
    },

    async stop() {
      if (driver) await driver.stop();
      driver = null;
      started = false;
    },
  };
};
