import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody, idempotencyKeyHeader } from '../../../contract/public';
import { checkoutData } from '../presenters/checkout';
import { planChoiceSchema } from '../validators';
import { billing } from '../../accessor';

const buyerOf = (ctx: Context) => ctx.state.user as { id: number; createdAt?: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => billing(strapi).subscriptions;

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
    respond(ctx, await subscriptions().present(await subscriptions().ofOrder(order.id)), {
      message: mode === 'upgrade' ? 'Upgrade pending payment' : 'Subscription pending payment',
      meta: { checkout: checkoutData(order) },
    });
  };

  return {
    async show(ctx: Context) {
      const sub = await subscriptions().entitlement(buyerOf(ctx));
      respond(ctx, await subscriptions().present(sub), { message: 'Subscription retrieved successfully' });
    },

    subscribe: (ctx: Context) => buy(ctx, 'subscribe'),
    upgrade: (ctx: Context) => buy(ctx, 'upgrade'),

    async cancel(ctx: Context) {
      const cancelled = await subscriptions().cancel(buyerOf(ctx));
      respond(ctx, await subscriptions().present(cancelled), {
        message: 'Subscription cancelled successfully',
      });
    },

    async quota(ctx: Context) {
      respond(ctx, await subscriptions().quota(buyerOf(ctx)), { message: 'AI quota retrieved successfully' });
    },
  };
};
