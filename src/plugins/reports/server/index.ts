import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import adminPanel from './controllers/admin-panel';
import reports from './controllers/reports';
import routes from './routes';
import { services } from './services';

export default {
  bootstrap,
  config,
  contentTypes,
  routes,
  controllers: { reports, 'admin-panel': adminPanel },
  services,
};
