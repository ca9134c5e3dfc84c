import { defineModule } from '../platform/public';
import panel from './panel.json';
import { billingGuarantees, SELLER_TOTALS } from './server/guarantees';
import { billingSchemas } from './server/routes/schemas';
import { accountLink } from '../accounts/public';
import { ORDER, ORDER_ITEM, PAYMENT, PLAN, SUBSCRIPTION } from './server/content-types/uids';
import { productTypes } from './server/services/purchases/registry';

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
  // An order item's product is what the registered purchases sell (a plan, a trip).
  links: () => {
    const order = { field: 'order_id', label: 'Order', target: ORDER };
    return {
      [ORDER]: {
        links: [accountLink()],
        lists: [
          { label: 'Items', from: ORDER_ITEM, field: 'order_id' },
          { label: 'Payments', from: PAYMENT, field: 'order_id' },
        ],
      },
      [ORDER_ITEM]: {
        links: [
          order,
          {
            field: 'product_id',
            label: 'Product',
            target: { typeField: 'product_type', types: productTypes() },
          },
        ],
      },
      [PAYMENT]: { links: [order] },
      [SUBSCRIPTION]: {
        links: [accountLink(), { field: 'plan_id', label: 'Plan', target: PLAN }, order],
      },
    };
  },
  guarantees: billingGuarantees,
  runningTotals: [SELLER_TOTALS],
  schemas: billingSchemas,
});
