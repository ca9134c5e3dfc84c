/** Billing's content types, named once. */
export const ORDER = 'plugin::billing.order';
export const ORDER_ITEM = 'plugin::billing.order-item';
export const PAYMENT = 'plugin::billing.payment';
export const PLAN = 'plugin::billing.plan';
export const SUBSCRIPTION = 'plugin::billing.subscription';
export const JOB_RUN = 'plugin::billing.job-run';
