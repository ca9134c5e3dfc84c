/**
 * The platform module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from './server/modules/service-accessor';
import type { services } from './server/services';

export type PlatformServices = ServicesOf<typeof services>;
/** `platform(strapi).redis.client()`: the platform plugin's services, typed. */
export const platform = pluginServices<PlatformServices>('platform');
