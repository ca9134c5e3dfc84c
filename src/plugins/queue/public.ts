/**
 * The queue plugin's public entry point: `queue(strapi).define(name, handler)` and
 * `queue(strapi).add(name, data, { key })` for background work (CONTRACT §6); domain events
 * through the transactional outbox: `outbox(strapi).emit(topic, payload, { trx, key })` and
 * `outbox(strapi).consume(topic, consumer)`.
 */
export type { JobHandler, JobInfo, JobOptions } from './server/adapters/queue-driver';
export type { OutboxEvent } from './server/services/outbox-store';
export type { ConsumeOptions, EmitOptions } from './server/services/outbox';
export { queueGuarantees } from './server/guarantees';
export { type QueueServices, queue, outbox } from './accessor';
export { queueModule } from './manifest';
