import { IDEMPOTENCY_KEY_PARAMETER, queryParam, ref, routeGroup } from '../../../contract/public';
import { initiateSchema } from '../validators';

const str = { type: 'string' };
const hmac = { ...queryParam('hmac', 'HMAC-SHA512, lowercase hex'), required: true };
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
const sandboxPage = {
  params: { merchantOrderId: { description: 'Our order reference', schema: str } },
  parameters: [{ ...queryParam('key', "The order's client secret"), required: true }],
};
/** A finished order's page: an HTML page saying it can no longer be paid here. */
const FINISHED_ORDER = {
  '409': {
    description:
      'HTML page: the order is finished (paid, failed, expired, …) and is not paid or declined again.',
    content: { 'text/html': {} },
  },
};

/** Starting a checkout: a verified caller, the checkout throttle. */
const checkout = {
  tag: 'Billing',
  access: 'verified',
  throttle: 'checkout',
  controller: 'payments',
} as const;
/** What the payment provider calls (webhook, browser return): public, verified by signature. */
const provider = { tag: 'Billing', access: 'public', throttle: 'webhooks', controller: 'payments' } as const;
/** The sandbox provider's own page, opened with the order's client secret. */
const sandbox = { tag: 'Billing', access: 'public', throttle: 'api', controller: 'payments' } as const;

/** Checkout, the provider's webhook and browser return (every alias), and the sandbox page. */
export const paymentRoutes = [
  ...routeGroup(checkout, [
    {
      method: 'POST',
      path: '/payments/initiate',
      action: 'initiate',
      aliases: [{ path: '/checkout/initiate', deprecated: true }],
      doc: {
        summary: 'Start a checkout',
        description:
          '`POST /payments/initiate`; the legacy `/checkout/initiate` answers the same. Prices are computed on the server. `idempotency_key` (or the `Idempotency-Key` header): the same key while its order is pending answers the same checkout; on a finished order 409 `duplicate`. Zero amount: 422 `checkout_failed`. `type`: `subscription` (with `plan_id`; a plan whose own price is zero, Free, is 422 `checkout_failed` `Invalid order amount.`; with a paid plan held: that plan 409 `already_subscribed`, a plan that is not dearer 422 `not_an_upgrade`, a dearer one the prorated upgrade, as /me/upgrade), `trip_package` (the caller’s own trip, `trip_id`: its attached flights + one night of its hotels + its restaurants, else its budget, else 1,500.00, plus the `platform_booking_commission_rate` setting; paid → the trip is `booked` with an 8-character `confirmation_code`) or `trip_fork` (a public or own trip at the `trip_fork_price_cents` setting; paid → the fork, once). Someone else’s private trip: 403, no order.',
        parameters: [IDEMPOTENCY_KEY_PARAMETER],
        body: initiateSchema,
        ok: { description: 'The checkout.', data: ref('Checkout') },
        errors: ['401', '403', '409', '422', '503'],
      },
    },
  ]),
  ...routeGroup(provider, [
    {
      method: 'POST',
      path: '/payments/webhook',
      action: 'webhook',
      aliases: ['/paymob/webhook', '/v1/payments/webhook', '/v1/paymob/webhook'],
      doc: {
        summary: 'Payment provider webhook (transaction processed)',
        description:
          'Verified before anything (401 `invalid_signature`, nothing changes). The order is found by `obj.order.merchant_order_id` and `obj.order.id` must be the provider order recorded at checkout. pending → paid → fulfilled, or → failed, exactly once whatever the number, order or concurrency of deliveries; a failed order never becomes paid; a success more than 24 hours after the order was created is refused.',
        parameters: [hmac],
        bodyContent: { 'application/json': { schema: ref('PaymobTransaction') } },
        responses: {
          '200': {
            description: 'Legacy answer `{success, message}`.',
            content: { 'application/json': { schema: WEBHOOK_ANSWER } },
          },
        },
        errors: ['401'],
      },
    },
    {
      method: 'GET',
      path: '/payments/callback',
      action: 'callback',
      aliases: ['/paymob/callback', '/v1/payments/callback', '/v1/paymob/callback'],
      doc: {
        summary: 'Browser return from the hosted checkout',
        description:
          'The transaction fields flattened in the query string with `hmac`. Verified → the same transition as the webhook, then 302 to `{FRONTEND_URL}/app/payment-success.html?order_id&id&success&amount_cents&currency&pan&card_type&created_at&txn_response_code`; with `Accept: application/json` the legacy JSON. Unverified → nothing changes: 302 with `success=false&error=invalid_signature` (401 with JSON).',
        parameters: [hmac, queryParam('merchant_order_id', 'Our order reference')],
        responses: { '302': { description: 'To the frontend.' } },
        ok: {
          description: 'With `Accept: application/json`.',
          data: {
            type: 'object',
            properties: {
              reference: str,
              transaction_id: str,
              success: { type: 'boolean' },
              amount_cents: { type: 'integer' },
              currency: str,
            },
          },
        },
        errors: ['401'],
      },
    },
  ]),
  ...routeGroup(sandbox, [
    {
      method: 'GET',
      path: '/payments/sandbox/:merchantOrderId',
      action: 'sandbox',
      doc: {
        summary: 'Sandbox checkout page (PAYMENT_PROVIDER=sandbox)',
        description:
          "HTML: what is bought (the plan or trip), the total in its currency unit, Pay and Decline as a plain form (the `checkout_url` of the order; no script). A finished order: 409, a page saying so. 404 with another provider, or without the order's `key`.",
        ...sandboxPage,
        ok: { description: 'HTML page.', content: { 'text/html': {} } },
        responses: FINISHED_ORDER,
        errors: ['404'],
      },
    },
    {
      // The sandbox page's Pay and Decline are a plain HTML form post.
      method: 'POST',
      path: '/payments/sandbox/:merchantOrderId',
      action: 'sandboxAct',
      body: 'form',
      doc: {
        summary: 'Pay or decline on the sandbox page',
        description:
          'Form field `action` = `pay` | `decline` (anything else: 422 on `action`). The service signs a Paymob-format transaction callback, sends it to its own webhook over HTTP, then redirects the browser to the callback route. A finished order: 409, the page saying so, nothing sent.',
        ...sandboxPage,
        bodyContent: {
          'application/x-www-form-urlencoded': {
            schema: { type: 'object', properties: { action: { enum: ['pay', 'decline'] } } },
          },
        },
        responses: { '302': { description: 'To the callback route.' }, ...FINISHED_ORDER },
        errors: ['404', '422'],
      },
    },
  ]),
];
