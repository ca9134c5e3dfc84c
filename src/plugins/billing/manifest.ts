import { defineModule } from '../contract/public';
import panel from './panel.json';
import { billingGuarantees } from './server/guarantees';
import { billingSchemas } from './server/routes/schemas';

/** The billing plugin: plans, subscriptions and the quota, orders, checkout and payments. */
export const billingModule = defineModule({
  name: 'plugins/billing',
  panel,
  contentTypes: {
    'plugin::billing.plan': {},
    'plugin::billing.subscription': {},
    'plugin::billing.order': {},
    'plugin::billing.order-item': {},
    'plugin::billing.payment': {},
    'plugin::billing.job-run': {},
  },
  guarantees: billingGuarantees,
  schemas: billingSchemas,
});
