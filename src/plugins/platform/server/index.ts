import type { Core } from '@strapi/strapi';
import bootstrap from './bootstrap';
import config from './config';
import destroy from './destroy';
import { services } from './services';
import { memoizeBootSyncs } from './strapi-patches/boot-syncs';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    memoizeBootSyncs(strapi);
  },
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
