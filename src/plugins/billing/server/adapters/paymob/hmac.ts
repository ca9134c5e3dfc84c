import { createHmac, timingSafeEqual } from 'crypto';

/** The 20 `obj` fields of Paymob's transaction callback, in the order the HMAC covers them (CONTRACT §5). */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'boolean' ? String(value) : String(value);

const path = (obj: Record<string, unknown>, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      obj,
    );

/** The signed string of a webhook body's `obj`. */
export const webhookSignedString = (obj: Record<string, unknown>) =>
  HMAC_FIELDS.map((field) => text(path(obj, field))).join('');

/**
 * The signed string of the browser return: the same fields flattened in the query string
 * (`order` or `order_id` for `order.id`, `source_data.pan` or `source_data_pan`).
 */
export const callbackSignedString = (query: Record<string, unknown>) =>
  HMAC_FIELDS.map((field) => {
    if (field === 'order.id') return text(query.order ?? query.order_id);
    if (field.startsWith('source_data.')) return text(query[field] ?? query[field.replace('.', '_')]);
    return text(query[field]);
  }).join('');

export const sign = (secret: string, signed: string) =>
  createHmac('sha512', secret).update(signed).digest('hex');

/** Constant-time comparison of a lowercase hex HMAC-SHA512; false for anything malformed. */
export const verify = (secret: string, signed: string, given: unknown): boolean => {
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, signed), 'hex'), Buffer.from(given, 'hex'));
};
