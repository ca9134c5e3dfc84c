/**
 * The billing module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type BillingServices = ServicesOf<typeof services>;
/** `billing(strapi).subscriptions.reserve(…)`: the billing plugin's services, typed. */
export const billing = pluginServices<BillingServices>('billing');
