import { ref } from '../../../contract/public';

const int = { type: 'integer' };
const str = { type: 'string' };
const time = { type: ['string', 'null'], format: 'date-time' };

/** The response shapes of the billing routes (components of the OpenAPI document). */
export const billingSchemas = {
  Plan: {
    type: 'object',
    properties: {
      id: int,
      name: str,
      price_cents: int,
      currency: str,
      billing_cycle: { enum: ['monthly', 'yearly'] },
      ai_quota_monthly: int,
      features: { type: 'array', items: str },
      is_active: { type: 'boolean' },
      created_at: time,
      updated_at: time,
    },
  },
  SubscriptionRecord: {
    allOf: [
      ref('Subscription'),
      {
        type: 'object',
        properties: {
          id: int,
          price_cents: int,
          currency: str,
          billing_cycle: str,
          started_at: time,
          ends_at: time,
          period_start: time,
          period_end: time,
        },
      },
    ],
  },
  Checkout: {
    type: 'object',
    required: [
      'order_id',
      'merchant_order_id',
      'client_secret',
      'checkout_url',
      'amount_cents',
      'currency',
      'expires_at',
    ],
    properties: {
      order_id: int,
      merchant_order_id: str,
      client_secret: str,
      checkout_url: { type: 'string', format: 'uri' },
      amount_cents: int,
      currency: str,
      expires_at: { type: 'string', format: 'date-time' },
    },
  },
  AiQuota: {
    allOf: [
      ref('Subscription'),
      {
        type: 'object',
        properties: {
          usage_percentage: { type: 'number' },
          billing_cycle: str,
          price_cents: int,
          currency: str,
          expires_at: time,
          formatted_expiration: { type: ['string', 'null'], examples: ['Renews: Feb 15, 2026'] },
        },
      },
    ],
  },
  Order: {
    type: 'object',
    properties: {
      id: int,
      merchant_order_id: str,
      status: {
        enum: ['pending', 'paid', 'fulfilled', 'failed', 'expired'],
        description:
          '`paid` stays only when what was paid for could not be delivered (`failure_reason` `already_subscribed` or `period_ended`): a refund is due.',
      },
      total_amount: { type: 'number' },
      total_cents: int,
      currency: str,
      payment_gateway: str,
      transaction_reference: { type: ['string', 'null'] },
      card_pan: str,
      card_type: { type: ['string', 'null'] },
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: int,
            product_type: str,
            product_id: { type: ['integer', 'null'] },
            price_cents: int,
            name: str,
            metadata: { type: 'object' },
          },
        },
      },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  Payment: {
    type: 'object',
    properties: {
      id: int,
      order_id: int,
      merchant_order_id: { ...str, description: 'The reference the provider was given for the order.' },
      amount_cents: { ...int, description: 'What the provider reported for this transaction.' },
      currency: str,
      status: { enum: ['paid', 'failed'], description: '`failed`: the provider declined it.' },
      provider: { ...str, examples: ['sandbox', 'paymob'] },
      provider_ref: { ...str, description: 'The provider’s own id of the transaction.' },
      purpose: { enum: ['subscription', 'trip_package', 'trip_fork'], description: 'What the order bought.' },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  PaymobTransaction: {
    type: 'object',
    required: ['type', 'obj'],
    description:
      "Paymob's transaction-processed callback. The query parameter `hmac` is the lowercase hex HMAC-SHA512 (key PAYMENT_HMAC_SECRET) of the concatenated obj fields amount_cents, created_at, currency, error_occured, has_parent_transaction, id, integration_id, is_3d_secure, is_auth, is_capture, is_refunded, is_standalone_payment, is_voided, order.id, owner, pending, source_data.pan, source_data.sub_type, source_data.type, success.",
    properties: { type: { const: 'TRANSACTION' }, obj: { type: 'object', additionalProperties: true } },
  },
};
