import { defineRoutes } from '../../../contract/public';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { planRoutes } from './plans';
import { subscriptionRoutes } from './subscriptions';

export default {
  'content-api': {
    ...defineRoutes([...planRoutes, ...subscriptionRoutes, ...paymentRoutes, ...orderRoutes]),
    prefix: '',
  },
};
