import { defineRoutes } from '../../../contract/public';
import { adminPanelRoutes } from './admin-panel';
import { adminReportRoutes, myReportRoutes } from './reports';

export default {
  'content-api': { ...defineRoutes([...adminReportRoutes, ...myReportRoutes]), prefix: '' },
  admin: adminPanelRoutes,
};
