/**
 * The ai module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type AiServices = ServicesOf<typeof services>;
/** `ai(strapi).planner.plan(…)`: the AI plugin's services, typed. */
export const ai = pluginServices<AiServices>('ai');
