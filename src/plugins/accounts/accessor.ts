/**
 * The accounts module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

export type AccountsServices = ServicesOf<typeof services>;
/** `accounts(strapi).tokens.issue(…)`: the accounts plugin's services, typed. */
export const accounts = pluginServices<AccountsServices>('accounts');
