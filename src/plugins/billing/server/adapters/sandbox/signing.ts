import { randomInt } from 'crypto';
import { sign, webhookSignedString } from '../paymob/hmac';

/** The order a sandbox page pays or declines. */
export type SandboxOrder = {
  id: number;
  merchant_order_id: string;
  provider_order_id: string;
  total_cents: number;
  currency: string;
  state: string;
};

/** A Paymob-format transaction for a sandbox order, signed, plus its flattened browser-return query. */
export const sandboxTransaction = (secret: string, order: SandboxOrder, success: boolean) => {
  const obj = {
    id: randomInt(100000000, 999999999),
    pending: false,
    amount_cents: order.total_cents,
    success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 0,
    has_parent_transaction: false,
    order: { id: order.provider_order_id, merchant_order_id: order.merchant_order_id },
    created_at: new Date().toISOString(),
    currency: order.currency,
    error_occured: false,
    owner: 0,
    source_data: { type: 'card', pan: '4242', sub_type: 'Visa' },
  };
  const hmac = sign(secret, webhookSignedString(obj));
  const query: Record<string, string> = {
    id: String(obj.id),
    pending: 'false',
    amount_cents: String(obj.amount_cents),
    success: String(success),
    is_auth: 'false',
    is_capture: 'false',
    is_standalone_payment: 'true',
    is_voided: 'false',
    is_refunded: 'false',
    is_3d_secure: 'true',
    integration_id: '0',
    has_parent_transaction: 'false',
    order: String(obj.order.id),
    merchant_order_id: order.merchant_order_id,
    created_at: obj.created_at,
    currency: obj.currency,
    error_occured: 'false',
    owner: '0',
    source_data_type: 'card',
    source_data_pan: '4242',
    source_data_sub_type: 'Visa',
  };
  return { obj, hmac, query };
};
