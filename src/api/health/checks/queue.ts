import type { Core } from '@strapi/strapi';
import { platform } from '../../../plugins/platform/public';
import { queue } from '../../../plugins/queue/public';

export type QueueStatus = Awaited<ReturnType<typeof checkQueue>>;

/**
 * The job queue: its driver and how many jobs wait for a worker. In process the count is at hand;
 * with BullMQ it comes from Redis, so the probe says whether the queue's Redis answers too.
 */
export const checkQueue = async (strapi: Core.Strapi) => {
  const jobs = queue(strapi);
  let waiting: number | undefined;
  const status = await platform(strapi).health.probe('the queue', async () => {
    waiting = (await jobs.counts()).waiting;
  });
  return { ...status, driver: jobs.driverName, waiting: waiting ?? null };
};
