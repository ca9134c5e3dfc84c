/** The dashboard module's public entry point: the caller's summary across the other modules. */
export { dashboardSchemas } from './routes/docs/schemas';
export { type DashboardServices, dashboard } from './accessor';
export { dashboardModule } from './manifest';
