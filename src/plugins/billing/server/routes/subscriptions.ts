import { type RouteDeclaration, ref } from '../../../contract/public';
import { planChoiceSchema } from '../validators';

const TAG = 'Billing';

const checkoutRoute = (
  path: string,
  action: 'subscribe' | 'upgrade',
  permission: string,
  summary: string,
  description: string,
): RouteDeclaration => ({
  method: 'POST',
  path,
  handler: `subscriptions.${action}`,
  access: { permission },
  throttle: 'checkout',
  doc: {
    tag: TAG,
    summary,
    description,
    body: planChoiceSchema,
    ok: {
      description: 'The pending subscription; `meta.checkout` opens the payment.',
      data: ref('SubscriptionRecord'),
      meta: { type: 'object', properties: { checkout: ref('Checkout') } },
    },
    errors: ['401', '403', '409', '422'],
  },
});

const quota = (path: string, deprecated: boolean): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: 'subscriptions.quota',
  access: 'verified',
  throttle: 'api',
  deprecated,
  doc: {
    tag: TAG,
    summary: deprecated ? "The caller's AI quota (legacy alias)" : "The caller's AI quota",
    ok: { description: deprecated ? 'As /me/ai-quota.' : 'Legacy fields.', data: ref('AiQuota') },
    errors: ['401', '403'],
  },
});

/** The caller's subscription, plan changes and AI quota. */
export const subscriptionRoutes: RouteDeclaration[] = [
  {
    method: 'GET',
    path: '/me/subscription',
    handler: 'subscriptions.show',
    access: { permission: 'view my subscription' },
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'The subscription that entitles the caller now (never null: Free otherwise)',
      ok: { description: 'The subscription.', data: ref('SubscriptionRecord') },
      errors: ['401', '403'],
    },
  },
  checkoutRoute(
    '/me/subscribe',
    'subscribe',
    'subscribe to plans',
    'Subscribe to a paid plan',
    'Without an active paid subscription: an order at the full price, a new period. With one, priced exactly as /me/upgrade (and as `type: subscription` on /payments/initiate): the plan already held is 409 `already_subscribed`, a plan that is not dearer 422 `not_an_upgrade`, a dearer one the prorated difference for the rest of the period. A plan whose own price is zero (Free) is 422 `checkout_failed` `Invalid order amount.` before anything else. The pending subscription carries `provider` and `provider_ref` null until its order is paid.',
  ),
  checkoutRoute(
    '/me/upgrade',
    'upgrade',
    'upgrade plans',
    'Upgrade to a dearer plan',
    'From Free: like subscribe. From a paid plan: the prorated difference for the rest of the period (at least one minor unit), same renewal date; units used carry over. The order of checks: a plan whose own price is zero (Free) 422 `checkout_failed`; the plan held 409 `already_subscribed`; not dearer 422 `not_an_upgrade`. `plan_id` may be a string of digits.',
  ),
  {
    method: 'POST',
    path: '/me/subscription/cancel',
    handler: 'subscriptions.cancel',
    access: { permission: 'cancel subscription' },
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'Cancel the paid subscription (entitled until the end of the period)',
      ok: { description: '`cancelled` with `ends_at`, `renews_at` null.', data: ref('SubscriptionRecord') },
      errors: ['401', '403', '422'],
    },
  },
  quota('/me/ai-quota', false),
  quota('/ai/quota', true),
];
