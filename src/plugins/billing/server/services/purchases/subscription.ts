import { ConflictError, DomainRuleError } from '../../../../contract/public';
import { tableOf } from '../../../../platform/public';
import { outbox } from '../../../../queue/public';
import { lockAccount } from '../account-lock';
import { addMonths, proratedUpgrade } from '../proration';
import type { PlanRow } from '../plans';
import type { SubscriptionRow } from '../subscriptions';
import type { Purchase } from './types';
import { billing } from '../../../accessor';
import { PLAN, SUBSCRIPTION } from '../../content-types/uids';

/**
 * A plan: a new subscription (full price, a new period) or an upgrade of a paid one (the
 * prorated difference for the rest of the period, same renewal date). Paid → the pending
 * subscription becomes active and the previous one is cancelled, in the order's transaction.
 */
export const subscriptionPurchase: Purchase = {
  type: 'subscription',
  product: { type: 'plan', contentType: PLAN },

  async price(strapi, buyer, input) {
    const plans = billing(strapi).plans;
    const subscriptions = billing(strapi).subscriptions;
    const plan: PlanRow = await plans.purchasable(Number(input.plan_id));
    const current: SubscriptionRow = await subscriptions.entitlement(buyer);
    const currentPlan: PlanRow | null = await plans.byId(current.plan_id);
    const paid = current.provider !== 'free' && current.state === 'active';

    // The amount comes before anything the caller holds (CONTRACT §10): the Free plan is never sold.
    if (plan.price_cents <= 0) throw new DomainRuleError('checkout_failed', 'Invalid order amount.');
    // A paid plan held makes any plan change an upgrade, whichever route asks (/me/subscribe,
    // /me/upgrade, /payments/initiate — the legacy service's only way): the same plan is 409, a
    // plan that is not dearer 422, a dearer one the prorated difference (CONTRACT §5, §10).
    if (paid && current.plan_id === plan.id)
      throw new ConflictError(`You are already subscribed to ${plan.name}.`, 'already_subscribed');
    const upgrade = paid;
    // The held plan's price (what the row was bought at, should the plan have vanished since).
    const heldCents = currentPlan?.price_cents ?? current.price_cents;
    if (upgrade && plan.price_cents <= heldCents) {
      throw new DomainRuleError(
        'not_an_upgrade',
        `${plan.name} is not an upgrade of ${currentPlan?.name ?? 'your plan'}.`,
      );
    }
    // A dearer plan always costs something: a difference that rounds to nothing in the last
    // moments of a period is one minor unit, never a refused checkout.
    const amount = upgrade
      ? Math.max(
          1,
          proratedUpgrade(
            heldCents,
            plan.price_cents,
            new Date(current.period_start!),
            new Date(current.period_end!),
            new Date(),
          ),
        )
      : plan.price_cents;
    return {
      amount_cents: amount,
      currency: plan.currency,
      items: [
        {
          product_type: 'plan',
          product_id: plan.id,
          name: `${plan.name}${upgrade ? ' (upgrade, prorated)' : ''}`,
          price_cents: amount,
          metadata: {
            purchase_type: 'subscription',
            mode: upgrade ? 'upgrade' : 'subscribe',
            replaces_id: upgrade ? current.id : null,
          },
        },
      ],
    };
  },

  async created(strapi, order, priced) {
    const item = priced.items[0];
    const plan: PlanRow | null = await billing(strapi).plans.byId(item.product_id!);
    // Priced a moment ago from the same row; plans are never deleted while orders point at them.
    if (!plan) throw new Error(`billing: plan ${item.product_id} vanished while ordering`);
    const replaces = item.metadata.replaces_id as number | null;
    const previous: SubscriptionRow | null = replaces
      ? await strapi.db.query(SUBSCRIPTION).findOne({ where: { id: replaces } })
      : null;
    await strapi.db.query(SUBSCRIPTION).create({
      data: {
        user_id: order.user_id,
        plan_id: plan.id,
        plan_name: plan.name,
        state: 'pending',
        price_cents: plan.price_cents,
        currency: plan.currency,
        ai_quota_total: plan.ai_quota_monthly,
        ai_quota_used: 0,
        // An upgrade keeps the period (and so the renewal date) of the subscription it replaces.
        period_start: previous?.period_start ?? null,
        period_end: previous?.period_end ?? null,
        renews_at: previous?.period_end ?? null,
        provider: order.purchase_type,
        order_id: order.id,
        replaces_id: replaces,
      },
    });
  },

  async fulfil(strapi, order, trx) {
    const table = tableOf(strapi, SUBSCRIPTION);
    await lockAccount(strapi, trx, order.user_id);
    // An order that expired unpaid took its subscription with it; paid within the grace period,
    // that subscription is the one to activate.
    const pending = (await trx(table)
      .where({ order_id: order.id })
      .whereIn('state', ['pending', 'expired'])
      .first()) as SubscriptionRow | undefined;
    if (!pending) return { delivered: true }; // already activated: fulfilment is idempotent
    const now = new Date();
    const current = (await trx(table).where({ user_id: order.user_id, state: 'active' }).first()) as
      | SubscriptionRow
      | undefined;
    const upgrade = pending.replaces_id !== null && pending.replaces_id !== undefined;

    // Never take away a paid plan this purchase does not replace (a second order paid in another
    // tab, or two upgrades of one plan), and never sell a period that has already ended.
    const refusal =
      current && current.provider !== 'free' && current.id !== pending.replaces_id
        ? 'already_subscribed'
        : upgrade && pending.period_end && new Date(pending.period_end) <= now
          ? 'period_ended'
          : null;
    if (refusal) {
      await trx(table).where({ id: pending.id }).update({ state: 'expired', updated_at: now });
      return { delivered: false, reason: refusal };
    }

    // An upgrade was priced for the rest of its period: it keeps that period (so the renewal date)
    // and the units used, whatever became of the replaced subscription meanwhile (cancelled, expired).
    const replaced = upgrade
      ? ((await trx(table).where({ id: pending.replaces_id }).first()) as SubscriptionRow | undefined)
      : undefined;
    // The database allows one active subscription per user: retire it first.
    if (current)
      await trx(table)
        .where({ id: current.id, state: 'active' })
        .update({ state: 'cancelled', ends_at: now, renews_at: null, updated_at: now });
    const periodStart = upgrade && pending.period_start ? new Date(pending.period_start) : now;
    const periodEnd = upgrade && pending.period_end ? new Date(pending.period_end) : addMonths(now);
    await trx(table)
      .where({ id: pending.id })
      .update({
        state: 'active',
        started_at: now,
        period_start: periodStart,
        period_end: periodEnd,
        renews_at: periodEnd,
        ends_at: null,
        ai_quota_used: upgrade ? Math.min(replaced?.ai_quota_used ?? 0, pending.ai_quota_total) : 0,
        provider: 'paid',
        provider_ref: order.merchant_order_id,
        updated_at: now,
      });
    await outbox(strapi).emit(
      'billing.subscription.activated',
      { user_id: order.user_id, subscription_id: pending.id, order_id: order.id },
      { trx, key: `billing.subscription.activated:${pending.id}` },
    );
    return { delivered: true };
  },

  async abandoned(strapi, order, trx) {
    if (trx) {
      await trx(tableOf(strapi, SUBSCRIPTION))
        .where({ order_id: order.id, state: 'pending' })
        .update({ state: 'expired', updated_at: new Date() });
      return;
    }
    await strapi.db
      .query(SUBSCRIPTION)
      .updateMany({ where: { order_id: order.id, state: 'pending' }, data: { state: 'expired' } });
  },
};
