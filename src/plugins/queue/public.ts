/**
 * The queue plugin's public entry point: `queue(strapi).define(name, handler)` and
 * `queue(strapi).add(name, data, { key })` for background work (CONTRACT §6); domain events
 * through the transactional outbox: `outbox(strapi).emit(topic, payload, { trx, key })` and
 * `outbox(strapi).consume(topic, consumer)`.
 */
import type { Core } from '@strapi/strapi';
import { pluginServices, type ServicesOf } from '../contract/public';
import type { services } from './server/services';

export type { JobHandler, JobInfo, JobOptions } from './server/adapters/queue-driver';
export type QueueServices = ServicesOf<typeof services>;
const queueServices = pluginServices<QueueServices>('queue');
/** `queue(strapi).add(…)`: the queue service, typed. */
export const queue = (strapi: Core.Strapi) => queueServices(strapi).queue;
/** `outbox(strapi).emit(…)`: domain events, recorded in the transaction of their change. */
export const outbox = (strapi: Core.Strapi) => queueServices(strapi).outbox;
export type { OutboxEvent } from './server/services/outbox-store';
export type { ConsumeOptions, EmitOptions } from './server/services/outbox';
export { queueGuarantees } from './server/guarantees';
