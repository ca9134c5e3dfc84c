import type { Guarantee, RunningTotal } from '../../platform/public';
import { JOB_RUN, ORDER, ORDER_ITEM, PAYMENT, PLAN, SUBSCRIPTION } from './content-types/uids';

/** Orders whose money was received: paid, and delivered or not (a paid order waiting for a refund still counts). */
export const RECEIVED_STATES = ['paid', 'fulfilled'];
/** A sale of a seller's whose money was received, as a condition over the order's columns. */
const receivedSale = (row = '') =>
  `${row}seller_id IS NOT NULL AND ${row}state IN (${RECEIVED_STATES.map((state) => `'${state}'`).join(', ')})`;
const RECEIVED_SALE = receivedSale();

/** What the database holds for billing (applied at boot by the platform plugin). */
export const billingGuarantees: Guarantee[] = [
  {
    uid: JOB_RUN,
    name: 'key_unique',
    unique: true,
    columns: ['key'],
    why: 'A scheduled tick is claimed by inserting `billing@<minute>`: with several instances it runs once',
  },
  {
    uid: ORDER,
    name: 'merchant_order_unique',
    unique: true,
    columns: ['merchant_order_id'],
    why: 'The reference the payment provider sends back names one order',
  },
  {
    uid: PLAN,
    name: 'name_unique',
    unique: true,
    columns: ['name'],
    why: '`POST /admin/set-plans` upserts plans by name',
  },
  {
    uid: SUBSCRIPTION,
    name: 'one_active',
    unique: true,
    columns: ['user_id'],
    where: "state = 'active'",
    why: 'At most one active subscription per user, whatever settles concurrently',
  },
  {
    uid: SUBSCRIPTION,
    name: 'user_state',
    columns: ['user_id', 'state'],
    why: "Reads of a user's entitling subscription",
  },
  {
    uid: SUBSCRIPTION,
    name: 'order',
    columns: ['order_id'],
    why: 'Fulfilment finds the subscription of an order',
  },
  {
    uid: ORDER,
    name: 'user_idempotency',
    unique: true,
    columns: ['user_id', 'idempotency_key'],
    where: 'idempotency_key IS NOT NULL',
    why: 'A repeated checkout with the same idempotency key returns the first order, never a second one',
  },
  { uid: ORDER, name: 'user', columns: ['user_id', 'created_at'], why: "A user's orders, newest first" },
  {
    uid: ORDER,
    name: 'state_expiry',
    columns: ['state', 'expires_at'],
    why: 'The scheduled expiry of unpaid orders',
  },
  {
    uid: PAYMENT,
    name: 'provider_transaction',
    unique: true,
    columns: ['provider', 'transaction_id'],
    why: 'A provider transaction is recorded once, however often its webhook is delivered',
  },
  {
    uid: PAYMENT,
    name: 'order',
    columns: ['order_id'],
    why: "A user's payments, found through their orders (GET /me/payments)",
  },
  {
    uid: ORDER_ITEM,
    name: 'product',
    columns: ['product_type', 'product_id'],
    why: 'The orders of a product (what was paid for a trip: agencies’ earnings)',
  },
  {
    uid: ORDER_ITEM,
    name: 'order',
    columns: ['order_id'],
    why: "An order's items: order pages and the business report's booking records",
  },
  {
    uid: ORDER,
    name: 'state_paid',
    columns: ['state', 'paid_at'],
    why: 'Money received in a period (paid and fulfilled orders by the moment paid): analytics and reports',
  },
  {
    uid: ORDER,
    name: 'seller_received_idx',
    columns: ['seller_id', 'paid_at', 'id'],
    where: RECEIVED_SALE,
    why: "A seller's latest received sales, newest first, from the index alone",
  },
  {
    uid: ORDER,
    name: 'sales_received_idx',
    columns: ['paid_at', 'id'],
    where: RECEIVED_SALE,
    why: "Every seller's latest received sales (staff's view of the agencies' earnings)",
  },
];

/** What each seller received, per currency: the number of orders and their sum. */
export const SELLER_TOTALS: RunningTotal = {
  name: 'billing_seller_totals',
  uid: ORDER,
  groupBy: [{ column: 'seller_id' }, { column: 'currency', text: true }],
  sums: ['total_cents'],
  where: { sql: receivedSale('r.'), reads: ['seller_id', 'state'] },
  why: "A seller's received sales per currency (an agency's earnings), never its orders summed",
};
