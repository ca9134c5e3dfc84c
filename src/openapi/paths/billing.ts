import { z } from 'zod';
import { initiateSchema, planChoiceSchema, setPlansSchema } from '../../plugins/billing/public';
import { listMeta, operation, pageParams, pathParam, queryParam, ref } from './operation';

const bodyOf = (schema: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
};

const int = { type: 'integer' };
const str = { type: 'string' };
const time = { type: ['string', 'null'], format: 'date-time' };

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
          provider: {
            type: ['string', 'null'],
            description: '`free`, `paid`, or the purchase type while pending',
          },
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
  PaymobTransaction: {
    type: 'object',
    required: ['type', 'obj'],
    description:
      "Paymob's transaction-processed callback. The query parameter `hmac` is the lowercase hex HMAC-SHA512 (key PAYMENT_HMAC_SECRET) of the concatenated obj fields amount_cents, created_at, currency, error_occured, has_parent_transaction, id, integration_id, is_3d_secure, is_auth, is_capture, is_refunded, is_standalone_payment, is_voided, order.id, owner, pending, source_data.pan, source_data.sub_type, source_data.type, success.",
    properties: { type: { const: 'TRANSACTION' }, obj: { type: 'object', additionalProperties: true } },
  },
};

const TAG = 'Billing';
const WEBHOOK_ANSWER = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: {
      enum: [
        'Processed',
        'Already processed',
        'Payment not found',
        'Amount mismatch',
        'Order expired beyond grace period',
        'Missing merchant_order_id',
        'Pending',
      ],
    },
  },
};

const webhook = (deprecatedAlias: boolean) =>
  operation({
    tag: TAG,
    summary: 'Payment provider webhook (transaction processed)',
    description:
      'Verified before anything (401 `invalid_signature`, nothing changes). The order is found by `obj.order.merchant_order_id` and `obj.order.id` must be the provider order recorded at checkout. pending → paid → fulfilled, or → failed, exactly once whatever the number, order or concurrency of deliveries; a failed order never becomes paid; a success more than 24 hours after the order was created is refused.',
    access: 'public',
    throttle: 'webhooks',
    deprecated: deprecatedAlias,
    parameters: [{ ...queryParam('hmac', 'HMAC-SHA512, lowercase hex'), required: true }],
    body: ref('PaymobTransaction'),
    responses: {
      '200': {
        description: 'Legacy answer `{success, message}`.',
        content: { 'application/json': { schema: WEBHOOK_ANSWER } },
      },
    },
    errors: ['400', '401'],
  });

const callback = () =>
  operation({
    tag: TAG,
    summary: 'Browser return from the hosted checkout',
    description:
      'The transaction fields flattened in the query string with `hmac`. Verified → the same transition as the webhook, then 302 to `{FRONTEND_URL}/app/payment-success.html?order_id&id&success&amount_cents&currency&pan&card_type&created_at&txn_response_code`; with `Accept: application/json` the legacy JSON. Unverified → nothing changes: 302 with `success=false&error=invalid_signature` (401 with JSON).',
    access: 'public',
    throttle: 'webhooks',
    parameters: [
      { ...queryParam('hmac', 'HMAC-SHA512, lowercase hex'), required: true },
      queryParam('merchant_order_id', 'Our order reference'),
    ],
    responses: { '302': { description: 'To the frontend.' } },
    ok: {
      description: 'With `Accept: application/json`.',
      data: {
        type: 'object',
        properties: {
          reference: str,
          transaction_id: str,
          success: { type: 'boolean' },
          amount_cents: int,
          currency: str,
        },
      },
    },
    errors: ['401'],
  });

const subscriptionOp = (
  summary: string,
  access: string,
  description: string,
  mode: 'subscribe' | 'upgrade',
) =>
  operation({
    tag: TAG,
    summary,
    description,
    access,
    throttle: 'checkout',
    body: bodyOf(planChoiceSchema),
    ok: {
      description: 'The pending subscription; `meta.checkout` opens the payment.',
      data: ref('SubscriptionRecord'),
      meta: { type: 'object', properties: { checkout: ref('Checkout') } },
    },
    errors: mode === 'upgrade' ? ['400', '401', '403', '409', '422'] : ['400', '401', '403', '409', '422'],
  });

export const billingPaths = {
  '/plans': {
    get: operation({
      tag: TAG,
      summary: 'Active plans by price',
      access: 'public',
      throttle: 'api',
      parameters: pageParams,
      ok: { description: 'Plans.', data: { type: 'array', items: ref('Plan') }, meta: listMeta },
      errors: ['422'],
    }),
  },
  '/plans/{id}': {
    get: operation({
      tag: TAG,
      summary: 'An active plan',
      access: 'public',
      throttle: 'api',
      parameters: [pathParam('id', 'Plan id')],
      ok: { description: 'The plan.', data: ref('Plan') },
      errors: ['404'],
    }),
  },
  '/admin/set-plans': {
    post: operation({
      tag: TAG,
      summary: 'Create or update plans by name',
      access: 'permission:manage plans',
      throttle: 'api',
      body: bodyOf(setPlansSchema),
      ok: { description: 'The plans sent, as stored.', data: { type: 'array', items: ref('Plan') } },
      errors: ['400', '401', '403', '422'],
    }),
  },
  '/me/subscription': {
    get: operation({
      tag: TAG,
      summary: 'The subscription that entitles the caller now (never null: Free otherwise)',
      access: 'permission:view my subscription',
      throttle: 'api',
      ok: { description: 'The subscription.', data: ref('SubscriptionRecord') },
      errors: ['401', '403'],
    }),
  },
  '/me/subscribe': {
    post: subscriptionOp(
      'Subscribe to a paid plan',
      'permission:subscribe to plans',
      'Without an active paid subscription: an order at the full price, a new period. The plan already held, or a paid subscription already active: 409 `already_subscribed` (use /me/upgrade). A free plan: 422 `checkout_failed`.',
      'subscribe',
    ),
  },
  '/me/upgrade': {
    post: subscriptionOp(
      'Upgrade to a dearer plan',
      'permission:upgrade plans',
      'From Free: like subscribe. From a paid plan: the prorated difference for the rest of the period, same renewal date; units used carry over. Not dearer: 422 `not_an_upgrade`; the same plan: 409 `already_subscribed`. `plan_id` may be a string of digits.',
      'upgrade',
    ),
  },
  '/me/subscription/cancel': {
    post: operation({
      tag: TAG,
      summary: 'Cancel the paid subscription (entitled until the end of the period)',
      access: 'permission:cancel subscription',
      throttle: 'api',
      ok: { description: '`cancelled` with `ends_at`, `renews_at` null.', data: ref('SubscriptionRecord') },
      errors: ['401', '403', '422'],
    }),
  },
  '/me/ai-quota': {
    get: operation({
      tag: TAG,
      summary: "The caller's AI quota",
      access: 'verified',
      throttle: 'api',
      ok: { description: 'Legacy fields.', data: ref('AiQuota') },
      errors: ['401', '403'],
    }),
  },
  '/ai/quota': {
    get: operation({
      tag: TAG,
      summary: "The caller's AI quota (legacy alias)",
      access: 'verified',
      throttle: 'api',
      deprecated: true,
      ok: { description: 'As /me/ai-quota.', data: ref('AiQuota') },
      errors: ['401', '403'],
    }),
  },
  '/payments/initiate': {
    post: operation({
      tag: TAG,
      summary: 'Start a checkout',
      description:
        'Prices are computed on the server. `idempotency_key` (or the `Idempotency-Key` header): the same key while its order is pending answers the same checkout; on a finished order 409 `duplicate`. Zero amount: 422 `checkout_failed`. `type` is `subscription` today; `trip_package` and `trip_fork` arrive with trips.',
      access: 'verified',
      throttle: 'checkout',
      parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 64 } }],
      body: bodyOf(initiateSchema),
      ok: { description: 'The checkout.', data: ref('Checkout') },
      errors: ['400', '401', '403', '409', '422', '503'],
    }),
  },
  '/checkout/initiate': {
    post: {
      ...operation({
        tag: TAG,
        summary: 'Start a checkout (legacy alias of /payments/initiate)',
        access: 'verified',
        throttle: 'checkout',
        deprecated: true,
        body: bodyOf(initiateSchema),
        ok: { description: 'The checkout.', data: ref('Checkout') },
        errors: ['400', '401', '403', '409', '422'],
      }),
    },
  },
  '/payments/webhook': { post: webhook(false) },
  '/paymob/webhook': { post: webhook(false) },
  '/v1/payments/webhook': { post: webhook(false) },
  '/v1/paymob/webhook': { post: webhook(false) },
  '/payments/callback': { get: callback() },
  '/paymob/callback': { get: callback() },
  '/v1/payments/callback': { get: callback() },
  '/v1/paymob/callback': { get: callback() },
  '/payments/sandbox/{merchantOrderId}': {
    get: operation({
      tag: TAG,
      summary: 'Sandbox checkout page (PAYMENT_PROVIDER=sandbox)',
      description:
        "HTML: the order summary with Pay and Decline (the `checkout_url` of the order). 404 with another provider, or without the order's `key`.",
      access: 'public',
      throttle: 'api',
      parameters: [
        pathParam('merchantOrderId', 'Our order reference', str),
        { ...queryParam('key', "The order's client secret"), required: true },
      ],
      ok: { description: 'HTML page.', content: { 'text/html': {} } },
      errors: ['404'],
    }),
    post: operation({
      tag: TAG,
      summary: 'Pay or decline on the sandbox page',
      description:
        'Form field `action` = `pay` | `decline`. The service signs a Paymob-format transaction callback, sends it to its own webhook over HTTP, then redirects the browser to the callback route.',
      access: 'public',
      throttle: 'api',
      parameters: [
        pathParam('merchantOrderId', 'Our order reference', str),
        { ...queryParam('key', "The order's client secret"), required: true },
      ],
      bodyContent: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: { action: { enum: ['pay', 'decline'] } } },
        },
      },
      responses: { '302': { description: 'To the callback route.' } },
      errors: ['404'],
    }),
  },
  '/orders': {
    get: operation({
      tag: TAG,
      summary: "The caller's orders, newest first",
      access: 'verified',
      throttle: 'api',
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Order') }, meta: listMeta },
      errors: ['401', '403', '422'],
    }),
  },
  '/me/orders': {
    get: operation({
      tag: TAG,
      summary: 'Alias of /orders',
      access: 'verified',
      throttle: 'api',
      deprecated: true,
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Order') }, meta: listMeta },
      errors: ['401', '403', '422'],
    }),
  },
  '/dashboard/orders': {
    get: operation({
      tag: TAG,
      summary: 'Alias of /orders',
      access: 'verified',
      throttle: 'api',
      deprecated: true,
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Order') }, meta: listMeta },
      errors: ['401', '403', '422'],
    }),
  },
  '/orders/lookup/{orderRef}': {
    get: operation({
      tag: TAG,
      summary: "One of the caller's orders by id, merchant order id or transaction id",
      description: "A missing order or someone else's is 404 `not_found`.",
      access: 'verified',
      throttle: 'api',
      parameters: [pathParam('orderRef', 'Id, merchant order id or transaction id', str)],
      ok: { description: 'The order.', data: { type: 'object' } },
      errors: ['401', '403', '404'],
    }),
  },
};
