import type { Receipt, Settlement } from '../payment-provider';

/** Paymob's transaction-processed `obj`, as delivered: nothing in it is trusted to be typed. */
export type Transaction = Record<string, unknown> & {
  id?: unknown;
  success?: unknown;
  pending?: unknown;
  amount_cents?: unknown;
  currency?: unknown;
  order?: { id?: unknown; merchant_order_id?: unknown };
  source_data?: { pan?: unknown; sub_type?: unknown; type?: unknown };
};

// The browser return carries the flags as strings.
const truthy = (value: unknown) => value === true || value === 'true';
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The flattened browser-return query as a transaction object. */
export const fromReturnQuery = (query: Record<string, unknown>): Transaction => ({
  ...query,
  order: { id: query.order ?? query.order_id, merchant_order_id: query.merchant_order_id },
  source_data: {
    pan: query['source_data.pan'] ?? query.source_data_pan,
    sub_type: query['source_data.sub_type'] ?? query.source_data_sub_type,
    type: query['source_data.type'] ?? query.source_data_type,
  },
});

/** A pending transaction is not final whatever its `success` says. */
export const settlementOf = (tx: Transaction): Settlement => ({
  kind: truthy(tx.pending) ? 'pending' : truthy(tx.success) ? 'authorized' : 'failed',
  merchantOrderId: textOrNull(tx.order?.merchant_order_id) ?? '',
  providerOrderId: String(tx.order?.id ?? ''),
  transactionId: String(tx.id ?? ''),
  amountCents: Number(tx.amount_cents),
  currency: String(tx.currency ?? ''),
  card: { pan: textOrNull(tx.source_data?.pan), type: textOrNull(tx.source_data?.sub_type) },
  raw: tx,
});

/** The legacy success page shows the query's own values, whatever became of the order. */
export const receiptOf = (query: Record<string, unknown>, tx: Transaction): Receipt => ({
  reference: String(query.merchant_order_id ?? ''),
  transactionId: String(query.id ?? ''),
  amountCents: Number(query.amount_cents ?? 0),
  currency: String(query.currency ?? ''),
  cardPan: String(tx.source_data?.pan ?? ''),
  cardType: String(tx.source_data?.sub_type ?? ''),
  createdAt: String(query.created_at ?? ''),
});
