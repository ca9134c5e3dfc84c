import { defineModule } from '../../plugins/contract/public';
import { dashboardSchemas } from './routes/docs/schemas';

/** The caller's dashboard. */
export const dashboardModule = defineModule({ name: 'api/dashboard', schemas: dashboardSchemas });
