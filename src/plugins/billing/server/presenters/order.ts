import type { ItemRow, OrderRow } from '../services/orders';
import { statusOf } from './status';

const iso = (value: string) => new Date(value).toISOString();

/** An order of the caller's list (`Order` in the OpenAPI document), legacy names. */
export const presentOrder = (order: OrderRow, items: ItemRow[]) => ({
  id: order.id,
  merchant_order_id: order.merchant_order_id,
  ...statusOf(order),
  total_amount: order.total_cents / 100,
  total_cents: order.total_cents,
  currency: order.currency,
  payment_gateway: order.provider,
  transaction_reference: order.transaction_id,
  card_pan: order.card_pan ?? '****',
  card_type: order.card_type,
  items: items.map((item) => ({
    id: item.id,
    product_type: item.product_type,
    product_id: item.product_id,
    price_cents: item.price_cents,
    name: item.name,
    metadata: item.metadata ?? {},
  })),
  created_at: iso(order.createdAt),
});

/** The legacy lookup's shape (GET /orders/lookup/{ref}, the sandbox page's summary). */
export const presentOrderLookup = (order: OrderRow, items: ItemRow[]) => ({
  order_id: order.id,
  merchant_order_id: order.merchant_order_id,
  ...statusOf(order),
  is_success: ['paid', 'fulfilled'].includes(order.state),
  total_cents: order.total_cents,
  total_amount: order.total_cents / 100,
  currency: order.currency,
  payment_gateway: order.provider,
  transaction_id: order.transaction_id,
  card_pan: order.card_pan ?? '****',
  card_type: order.card_type,
  created_at: iso(order.createdAt),
  items: items.map((item) => ({
    product_type: item.product_type,
    name: item.name,
    price_cents: item.price_cents,
  })),
});
