import { defineModule } from '../platform/public';
import panel from './panel.json';
import { reportSchemas } from './server/routes/docs/schemas';

/** The reports plugin: business report files, made from the figures its port is given. */
export const reportsModule = defineModule({
  name: 'plugins/reports',
  panel,
  contentTypes: { 'plugin::reports.report': {} },
  schemas: reportSchemas,
});
