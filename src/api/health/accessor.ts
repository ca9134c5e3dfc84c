/**
 * The health module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type health from './services/health';

export type HealthServices = { readonly health: ReturnType<typeof health> };
/** `healthOf(strapi).health.report()`: the health module's services, typed. */
export const healthOf = apiServices<HealthServices>('health', { health: 'health' });
