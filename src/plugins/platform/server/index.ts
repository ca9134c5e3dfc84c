import bootstrap from './bootstrap';
import config from './config';
import destroy from './destroy';
import { services } from './services';

export default {
  register() {},
  bootstrap,
  destroy,
  config,
  controllers: {},
  routes: {},
  middlewares: {},
  services,
  contentTypes: {},
  policies: {},
};
