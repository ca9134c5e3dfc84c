import { billing } from '../../../../plugins/billing/public';
import type { Core } from '@strapi/strapi';
import { defineRule, longDate } from './types';

type SubscriptionEvent = { user_id: number; subscription_id: number; ends_at?: string; renews?: boolean };
type SubscriptionRow = {
  id: number;
  user_id: number;
  state: string;
  plan_id: number;
  period_end: string | null;
};

const subscriptionOf = async (strapi: Core.Strapi, id: number): Promise<SubscriptionRow | null> =>
  billing(strapi).subscriptions.byId(id);
const planName = async (strapi: Core.Strapi, planId: number) =>
  (await billing(strapi).plans.byId(planId))?.name ?? 'paid';

export const periodEnding = defineRule<SubscriptionEvent>({
  event: 'billing.subscription.period_ending',
  key: (event) => `subscription_ending:${event.subscription_id}:${event.ends_at}`,
  async notices(strapi, event) {
    const sub = await subscriptionOf(strapi, event.subscription_id);
    if (!sub || !event.ends_at) return null;
    const plan = await planName(strapi, sub.plan_id);
    // Nothing renews by itself (no stored card): an uncancelled plan is renewed by paying again.
    const message = event.renews
      ? `Your ${plan} plan's period ends on ${longDate(event.ends_at)}. Renew it from your account to keep its benefits; otherwise you move to the Free plan.`
      : `Your ${plan} plan ends on ${longDate(event.ends_at)}; after that you are on the Free plan.`;
    return [
      {
        userId: sub.user_id,
        type: 'subscription_ending',
        title: 'Your subscription ends soon',
        body: message,
        data: { subscription_id: sub.id, ends_at: event.ends_at, renews: Boolean(event.renews), message },
        mail: true,
      },
    ];
  },
});

export const subscriptionExpired = defineRule<SubscriptionEvent>({
  event: 'billing.subscription.expired',
  key: (event) => `subscription_expired:${event.subscription_id}`,
  async notices(strapi, event) {
    const sub = await subscriptionOf(strapi, event.subscription_id);
    if (!sub || sub.state !== 'expired') return null;
    const message = `Your ${await planName(strapi, sub.plan_id)} plan has ended; you are on the Free plan now.`;
    return [
      {
        userId: sub.user_id,
        type: 'subscription_expired',
        title: 'Your subscription has ended',
        body: message,
        data: { subscription_id: sub.id, message },
        mail: true,
      },
    ];
  },
});
