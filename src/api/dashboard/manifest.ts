import { defineModule } from '../../plugins/platform/public';
import { dashboardSchemas } from './routes/docs/schemas';

/** The caller's dashboard. */
export const dashboardModule = defineModule({ name: 'api/dashboard', schemas: dashboardSchemas });
