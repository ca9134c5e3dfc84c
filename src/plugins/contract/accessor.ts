/**
 * The contract module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type ContractServices = ServicesOf<typeof services>;
/** `contract(strapi).responseCache.invalidate(…)`: the contract plugin's services, typed. */
export const contract = pluginServices<ContractServices>('contract');
