import { statusOf } from './status';

/** A row of GET /me/payments' query: a payment with what its order says of it. */
export type PaymentRow = {
  id: number;
  order_id: number;
  merchant_order_id: string;
  amount_cents: number | string;
  currency: string | null;
  state: string;
  provider: string;
  transaction_id: string;
  purchase_type: string;
  createdAt: string | number | Date;
};

/**
 * A payment of the caller's list (`Payment` in the OpenAPI document), CONTRACT §10's fields:
 * `provider_ref` is the provider's own transaction id, `purpose` what the order bought.
 */
export const presentPayment = (row: PaymentRow) => ({
  id: row.id,
  order_id: row.order_id,
  merchant_order_id: row.merchant_order_id,
  amount_cents: Number(row.amount_cents),
  currency: row.currency,
  ...statusOf(row),
  provider: row.provider,
  provider_ref: row.transaction_id,
  purpose: row.purchase_type,
  created_at: new Date(row.createdAt).toISOString(),
});
