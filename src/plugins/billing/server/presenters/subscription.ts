import type { PlanRow } from '../services/plans';
import type { SubscriptionRow } from '../services/subscriptions';
import { presentPlan } from './plan';
import { statusOf } from './status';

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The order that paid a subscription, as the legacy receipt names it (nulls when none did). */
export type SubscriptionPayment = { provider: string | null; provider_ref: string | null };

/** SPEC's Subscription (user.subscription). */
export const subscriptionView = (
  sub: SubscriptionRow,
  plan: PlanRow | null,
  payment: SubscriptionPayment,
) => ({
  plan_id: sub.plan_id,
  plan_name: plan?.name ?? 'Unknown',
  ...statusOf(sub),
  ai_quota_total: sub.ai_quota_total,
  ai_quota_used: sub.ai_quota_used,
  ai_quota_remaining: Math.max(0, sub.ai_quota_total - sub.ai_quota_used),
  renews_at: iso(sub.renews_at),
  // Every Subscription object carries its Plan (CONTRACT §5; the legacy receipt reads it).
  plan: plan ? presentPlan(plan) : null,
  // The receipt's payment reference (CONTRACT §5; legacy-behaviour §3.6, §4.2).
  ...payment,
});

export type SubscriptionView = ReturnType<typeof subscriptionView>;

/** The full record (GET /me/subscription, subscribe, upgrade, cancel). */
export const subscriptionRecord = (sub: SubscriptionRow, view: SubscriptionView) => ({
  id: sub.id,
  ...view,
  price_cents: sub.price_cents,
  currency: sub.currency,
  billing_cycle: view.plan?.billing_cycle ?? 'monthly',
  started_at: iso(sub.started_at),
  ends_at: iso(sub.ends_at),
  period_start: iso(sub.period_start),
  period_end: iso(sub.period_end),
});

/** When the entitlement ends or renews: a cancelled one ends, any other renews. */
const expiryOf = (sub: SubscriptionRow) => {
  if (sub.state === 'cancelled') return sub.ends_at ? new Date(sub.ends_at) : null;
  const renews = sub.renews_at ? new Date(sub.renews_at) : null;
  return renews ?? (sub.period_end ? new Date(sub.period_end) : null);
};

/** The legacy quota view (GET /me/ai-quota, /ai/quota). */
export const quotaView = (sub: SubscriptionRow, plan: PlanRow | null, view: SubscriptionView) => {
  const expires = expiryOf(sub);
  const date = expires?.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    ...view,
    usage_percentage:
      sub.ai_quota_total > 0 ? Math.round((sub.ai_quota_used / sub.ai_quota_total) * 1000) / 10 : 100,
    billing_cycle: plan?.billing_cycle ?? 'monthly',
    price_cents: sub.price_cents,
    currency: sub.currency,
    expires_at: iso(expires),
    formatted_expiration: date ? `${sub.state === 'cancelled' ? 'Ends' : 'Renews'}: ${date}` : null,
  };
};
