/**
 * The reports module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type ReportsServices = ServicesOf<typeof services>;
/** `reports(strapi).requests.request(…)`: the reports plugin's services, typed. */
export const reports = pluginServices<ReportsServices>('reports');
