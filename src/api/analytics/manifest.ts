import { defineModule } from '../../plugins/platform/public';
import { reportSource } from '../../plugins/reports/public';
import { analyticsSchemas } from './routes/docs/schemas';
import analyticsReportSource from './services/report-source';

/** The admins' analytics; report files are made of its figures (the reports plugin knows no orders). */
export const analyticsModule = defineModule({
  name: 'api/analytics',
  schemas: analyticsSchemas,
  register(strapi) {
    reportSource.provide(strapi, analyticsReportSource({ strapi }));
  },
});
