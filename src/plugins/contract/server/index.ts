import bootstrap from './bootstrap';
import config from './config';
import docs from './controllers/docs';
import body from './middlewares/body';
import cacheFastPath from './middlewares/cache-fast-path';
import envelope from './middlewares/envelope';
import files from './middlewares/files';
import responseCache from './middlewares/response-cache';
import throttle from './middlewares/throttle';
import register from './register';
import docsRoutes from './routes/docs-routes';
import { services } from './services';

export default {
  register,
  bootstrap,
  config,
  controllers: { docs },
  routes: { 'content-api': docsRoutes },
  middlewares: {
    envelope,
    'cache-fast-path': cacheFastPath,
    body,
    files,
    throttle,
    'response-cache': responseCache,
  },
  services,
  contentTypes: {},
  policies: {},
};
