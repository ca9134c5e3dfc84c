/**
 * The queue module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import type { Core } from '@strapi/strapi';
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type QueueServices = ServicesOf<typeof services>;
const queueServices = pluginServices<QueueServices>('queue');
/** `queue(strapi).add(…)`: the queue service, typed. */
export const queue = (strapi: Core.Strapi) => queueServices(strapi).queue;
/** `outbox(strapi).emit(…)`: domain events, recorded in the transaction of their change. */
export const outbox = (strapi: Core.Strapi) => queueServices(strapi).outbox;
