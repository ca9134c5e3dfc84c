import type { StoredOrder } from '../services/checkout';

/** The `data` (or `meta.checkout`) answering a started checkout. */
export const checkoutData = (order: StoredOrder) => ({
  order_id: order.id,
  merchant_order_id: order.merchant_order_id,
  client_secret: order.client_secret,
  checkout_url: order.checkout_url,
  amount_cents: order.total_cents,
  currency: order.currency,
  expires_at: new Date(order.expires_at).toISOString(),
});
