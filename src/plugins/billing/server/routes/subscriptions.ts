import { ref, routeGroup } from '../../../contract/public';
import { planChoiceSchema } from '../validators';

/** The caller's subscription, plan changes and AI quota; each plan change is a checkout. */
const group = { tag: 'Billing', throttle: 'api', controller: 'subscriptions' } as const;

/** The doc of a plan change (subscribe, upgrade): a checkout of the plan chosen. */
const planChange = (summary: string, description: string) => ({
  summary,
  description,
  body: planChoiceSchema,
  ok: {
    description: 'The pending subscription; `meta.checkout` opens the payment.',
    data: ref('SubscriptionRecord'),
    meta: { type: 'object', properties: { checkout: ref('Checkout') } },
  },
  errors: ['401', '403', '409', '422'],
});

export const subscriptionRoutes = routeGroup(group, [
  {
    method: 'GET',
    path: '/me/subscription',
    action: 'show',
    access: { permission: 'view my subscription' },
    doc: {
      summary: 'The subscription that entitles the caller now (never null: Free otherwise)',
      ok: { description: 'The subscription.', data: ref('SubscriptionRecord') },
      errors: ['401', '403'],
    },
  },
  {
    method: 'POST',
    path: '/me/subscribe',
    action: 'subscribe',
    access: { permission: 'subscribe to plans' },
    throttle: 'checkout',
    doc: planChange(
      'Subscribe to a paid plan',
      'Without an active paid subscription: an order at the full price, a new period. With one, priced exactly as /me/upgrade (and as `type: subscription` on /payments/initiate): the plan already held is 409 `already_subscribed`, a plan that is not dearer 422 `not_an_upgrade`, a dearer one the prorated difference for the rest of the period. A plan whose own price is zero (Free) is 422 `checkout_failed` `Invalid order amount.` before anything else. The pending subscription carries `provider` and `provider_ref` null until its order is paid.',
    ),
  },
  {
    method: 'POST',
    path: '/me/upgrade',
    action: 'upgrade',
    access: { permission: 'upgrade plans' },
    throttle: 'checkout',
    doc: planChange(
      'Upgrade to a dearer plan',
      'From Free: like subscribe. From a paid plan: the prorated difference for the rest of the period (at least one minor unit), same renewal date; units used carry over. The order of checks: a plan whose own price is zero (Free) 422 `checkout_failed`; the plan held 409 `already_subscribed`; not dearer 422 `not_an_upgrade`. `plan_id` may be a string of digits.',
    ),
  },
  {
    method: 'POST',
    path: '/me/subscription/cancel',
    action: 'cancel',
    access: { permission: 'cancel subscription' },
    doc: {
      summary: 'Cancel the paid subscription (entitled until the end of the period)',
      ok: { description: '`cancelled` with `ends_at`, `renews_at` null.', data: ref('SubscriptionRecord') },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/me/ai-quota',
    action: 'quota',
    access: 'verified',
    aliases: [{ path: '/ai/quota', deprecated: true }],
    doc: {
      summary: "The caller's AI quota",
      description: '`GET /me/ai-quota`; the legacy `/ai/quota` answers the same.',
      ok: { description: 'Legacy fields.', data: ref('AiQuota') },
      errors: ['401', '403'],
    },
  },
]);
