import checkout from './checkout';
import jobs from './jobs';
import orders from './orders';
import payments from './payments';
import plans from './plans';
import subscriptions from './subscriptions';

export const services = { checkout, jobs, orders, payments, plans, subscriptions };
