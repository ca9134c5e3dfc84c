/**
 * The panel module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type PanelServices = ServicesOf<typeof services>;
/** `panel(strapi).links.of(…)`: the panel plugin's services, typed. */
export const panel = pluginServices<PanelServices>('panel');
