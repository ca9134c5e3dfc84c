/**
 * The live module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type LiveServices = ServicesOf<typeof services>;
/** `live(strapi).live.afterCommit(channel, event, data)`: the live plugin's services, typed. */
export const live = pluginServices<LiveServices>('live');
