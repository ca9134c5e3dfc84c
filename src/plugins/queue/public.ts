/**
 * The queue plugin's public entry point: `queue(strapi).define(name, handler)` and
 * `queue(strapi).add(name, data, { key })` for background work (CONTRACT §6).
 */
import type { Core } from '@strapi/strapi';
import { pluginServices, type ServicesOf } from '../contract/public';
import type { services } from './server/services';

export type { JobHandler, JobInfo, JobOptions } from './server/drivers/types';
export type QueueServices = ServicesOf<typeof services>;
const queueServices = pluginServices<QueueServices>('queue');
/** `queue(strapi).add(…)`: the queue service, typed. */
export const queue = (strapi: Core.Strapi) => queueServices(strapi).queue;
