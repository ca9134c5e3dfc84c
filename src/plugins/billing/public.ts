/**
 * The billing module's public entry point: plans and their seed, its database guarantees, the
 * response schemas its routes document, the purchase registry, and typed access to the billing
 * services (subscriptions, quota ledger, checkout…).
 */
export { PLANS, seedPlans } from './server/seed/plans';
export { billingSchemas } from './server/routes/schemas';
export { billingGuarantees } from './server/guarantees';
export { ORDER, ORDER_ITEM, PAYMENT, PLAN, SUBSCRIPTION } from './server/content-types/uids';
export { registerPurchase } from './server/services/purchases/registry';
export { checkoutData } from './server/presenters/checkout';
export { initiateSchema, PURCHASE_TYPES } from './server/validators';
export type {
  Buyer,
  Fulfilment,
  OrderItem,
  OrderRow,
  Priced,
  PricedItem,
  Purchase,
} from './server/services/purchases/types';
export { type BillingServices, billing } from './accessor';
export { billingModule } from './manifest';
