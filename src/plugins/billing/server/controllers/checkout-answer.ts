import type { Context } from 'koa';
import { validate } from '../../../contract/public';
import type { StoredOrder } from '../services/checkout';
import { idempotencyHeaderSchema } from '../validators';

/** The `Idempotency-Key` header, validated like the body field (422 on the field otherwise). */
export const idempotencyKeyHeader = (ctx: Context): string | undefined =>
  validate(idempotencyHeaderSchema, { idempotency_key: ctx.get('Idempotency-Key') || undefined })
    .idempotency_key;

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
