import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { DomainRuleError, respond, validBody } from '../../../contract/public';
import { checkoutData, idempotencyKeyHeader } from './checkout-answer';
import { planChoiceSchema } from '../validators';
import { billing } from '../../public';

const buyerOf = (ctx: Context) => ctx.state.user as { id: number; createdAt?: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Subscribe and upgrade are checkouts of a plan, priced alike (a paid plan held makes either an
   * upgrade): the pending subscription plus `meta.checkout`. The route only names the message.
   */
  const buy = async (ctx: Context, mode: 'subscribe' | 'upgrade') => {
    const { plan_id, idempotency_key } = validBody(ctx, planChoiceSchema);
    const key = idempotency_key ?? idempotencyKeyHeader(ctx);
    const { order } = await billing(strapi).checkout.initiate(buyerOf(ctx), {
      type: 'subscription',
      plan_id,
      idempotency_key: key,
    });
    const pending = await strapi.db
      .query('plugin::billing.subscription')
      .findOne({ where: { order_id: order.id } });
    respond(ctx, await billing(strapi).subscriptions.present(pending), {
      message: mode === 'upgrade' ? 'Upgrade pending payment' : 'Subscription pending payment',
      meta: { checkout: checkoutData(order) },
    });
  };

  return {
    async show(ctx: Context) {
      const sub = await billing(strapi).subscriptions.entitlement(buyerOf(ctx));
      respond(ctx, await billing(strapi).subscriptions.present(sub), {
        message: 'Subscription retrieved successfully',
      });
    },

    subscribe: (ctx: Context) => buy(ctx, 'subscribe'),
    upgrade: (ctx: Context) => buy(ctx, 'upgrade'),

    /** Active paid → cancelled, entitled until the end of the period; nothing to cancel → 422. */
    async cancel(ctx: Context) {
      const subs = billing(strapi).subscriptions;
      const sub = await subs.entitlement(buyerOf(ctx));
      if (sub.provider === 'free' || sub.state !== 'active')
        throw new DomainRuleError('no_active_subscription', 'No active subscription to cancel.');
      const rows = strapi.db.query('plugin::billing.subscription');
      // Conditional: a plan activated, an expiry or another cancel in between wins, and this one is refused like a repeat.
      const { count } = await rows.updateMany({
        where: { id: sub.id, state: 'active' },
        data: { state: 'cancelled', ends_at: sub.period_end, renews_at: null },
      });
      if (count === 0)
        throw new DomainRuleError('no_active_subscription', 'No active subscription to cancel.');
      respond(ctx, await subs.present(await rows.findOne({ where: { id: sub.id } })), {
        message: 'Subscription cancelled successfully',
      });
    },

    async quota(ctx: Context) {
      respond(ctx, await billing(strapi).subscriptions.quota(buyerOf(ctx)), {
        message: 'AI quota retrieved successfully',
      });
    },
  };
};
