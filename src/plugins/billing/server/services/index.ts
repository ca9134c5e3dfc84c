import checkout from './checkout';
import jobs from './jobs';
import orders from './orders';
import paymentHistory from './payment-history';
import payments from './payments';
import plans from './plans';
import receipts from './receipts';
import reporting from './reporting';
import subscriptions from './subscriptions';

export const services = {
  checkout,
  jobs,
  orders,
  paymentHistory,
  payments,
  plans,
  receipts,
  reporting,
  subscriptions,
};
