import type { Core } from '@strapi/strapi';
import { registerMoneyField } from './admin-panel/money-field';
import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import orders from './controllers/orders';
import payments from './controllers/payments';
import plans from './controllers/plans';
import subscriptions from './controllers/subscriptions';
import routes from './routes';
import { services } from './services';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerMoneyField(strapi);
  },
  bootstrap,
  config,
  contentTypes,
  routes,
  controllers: { orders, payments, plans, subscriptions },
  services,
};
