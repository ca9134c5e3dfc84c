import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import orders from './controllers/orders';
import payments from './controllers/payments';
import plans from './controllers/plans';
import subscriptions from './controllers/subscriptions';
import routes from './routes';
import checkout from './services/checkout';
import jobs from './services/jobs';
import ordersService from './services/orders';
import paymentsService from './services/payments';
import plansService from './services/plans';
import subscriptionsService from './services/subscriptions';

export default {
  bootstrap,
  config,
  contentTypes,
  routes,
  controllers: { orders, payments, plans, subscriptions },
  services: {
    checkout,
    jobs,
    orders: ordersService,
    payments: paymentsService,
    plans: plansService,
    subscriptions: subscriptionsService,
  },
};
