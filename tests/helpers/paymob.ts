import { createHmac } from 'crypto';

export const HMAC_SECRET = 'test-payment-hmac-secret';

export type Tx = Record<string, unknown> & {
  order: { id: unknown; merchant_order_id: unknown };
  source_data: { pan: unknown; sub_type: unknown; type: unknown };
};

/** The 20 signed fields, written out here independently of the production code. */
const signedString = (obj: Tx) =>
  [
    obj.amount_cents,
    obj.created_at,
    obj.currency,
    obj.error_occured,
    obj.has_parent_transaction,
    obj.id,
    obj.integration_id,
    obj.is_3d_secure,
    obj.is_auth,
    obj.is_capture,
    obj.is_refunded,
    obj.is_standalone_payment,
    obj.is_voided,
    obj.order.id,
    obj.owner,
    obj.pending,
    obj.source_data.pan,
    obj.source_data.sub_type,
    obj.source_data.type,
    obj.success,
  ].join('');

export const hmacOf = (obj: Tx, secret = HMAC_SECRET) =>
  createHmac('sha512', secret).update(signedString(obj)).digest('hex');

let transaction = 500000000;

/** A Paymob transaction-processed `obj` for one of our orders. */
export const transactionFor = (
  order: { merchant_order_id: string; provider_order_id: string; total_cents: number; currency: string },
  overrides: Record<string, unknown> = {},
): Tx => ({
  id: (transaction += 1),
  pending: false,
  amount_cents: order.total_cents,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4242,
  has_parent_transaction: false,
  order: { id: order.provider_order_id, merchant_order_id: order.merchant_order_id },
  created_at: new Date().toISOString(),
  currency: order.currency,
  error_occured: false,
  owner: 1,
  source_data: { type: 'card', pan: '1234', sub_type: 'MasterCard' },
  ...overrides,
});

/** The browser return's query for a transaction: its fields flattened, as Paymob sends them (without `hmac`). */
export const returnParams = (obj: Tx): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(obj)
      .filter(([, v]) => typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  ),
  order: String(obj.order.id),
  merchant_order_id: String(obj.order.merchant_order_id),
  'source_data.pan': String(obj.source_data.pan),
  'source_data.sub_type': String(obj.source_data.sub_type),
  'source_data.type': String(obj.source_data.type),
});
