/**
 * The AI plugin's public entry point: typed access to its services — the planner, trip review,
 * enhance and the trip concierge, each metered by the quota ledger — for trips, conversations and
 * the admin areas.
 */
import { pluginServices, type ServicesOf } from '../contract/public';
import type { services } from './server/services';

export type AiServices = ServicesOf<typeof services>;
/** `ai(strapi).planner.plan(…)`: the AI plugin's services, typed. */
export const ai = pluginServices<AiServices>('ai');
