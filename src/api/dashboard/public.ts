/** The dashboard module's public entry point: the caller's summary across the other modules. */
import { apiServices } from '../../plugins/contract/public';
import type dashboardService from './services/dashboard';

export { dashboardSchemas } from './routes/docs/schemas';

export type DashboardServices = { readonly dashboard: ReturnType<typeof dashboardService> };
/** `dashboard(strapi).dashboard.summary(…)`: the dashboard's services, typed. */
export const dashboard = apiServices<DashboardServices>('dashboard', { dashboard: 'dashboard' });
