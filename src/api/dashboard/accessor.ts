/**
 * The dashboard module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type dashboardService from './services/dashboard';

export type DashboardServices = { readonly dashboard: ReturnType<typeof dashboardService> };
/** `dashboard(strapi).dashboard.summary(…)`: the dashboard's services, typed. */
export const dashboard = apiServices<DashboardServices>('dashboard', { dashboard: 'dashboard' });
