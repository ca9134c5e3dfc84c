import type { Core } from '@strapi/strapi';
import { DomainRuleError, QuotaExhaustedError } from '../../../contract/public';
import { isUniqueViolation, tableOf } from '../../../platform/public';
import { nextAnniversary } from '../../../accounts/public';
import type { Knex } from 'knex';
import { lockAccount } from './account-lock';
import { addMonths } from './proration';
import type { PlanRow } from './plans';
import {
  quotaView,
  subscriptionRecord,
  subscriptionView,
  type SubscriptionView,
} from '../presenters/subscription';
import { billing } from '../../accessor';
import { ORDER, SUBSCRIPTION } from '../content-types/uids';

export type SubscriptionRow = {
  id: number;
  user_id: number;
  plan_id: number;
  state: 'pending' | 'active' | 'cancelled' | 'expired';
  price_cents: number;
  currency: string;
  started_at: string | null;
  renews_at: string | null;
  ends_at: string | null;
  period_start: string | null;
  period_end: string | null;
  ai_quota_total: number;
  ai_quota_used: number;
  provider: string | null;
  provider_ref: string | null;
  order_id: number | null;
  replaces_id: number | null;
};

export type Reservation = { subscriptionId: number; periodStart: string | null };

const nothingToCancel = () =>
  new DomainRuleError('no_active_subscription', 'No active subscription to cancel.');

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Subscriptions and the AI quota ledger (CONTRACT §4, §5). Every user has an entitling
 * subscription: a paid one (active, or cancelled until `ends_at`), else the Free plan, whose
 * row is created on first need and whose period restarts monthly on the account's creation day.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SUBSCRIPTION);
  const knex = () => strapi.db.connection as unknown as Knex;
  const table = () => tableOf(strapi, SUBSCRIPTION);
  const plans = () => billing(strapi).plans;

  const freePeriod = (createdAt: Date, now: Date) => {
    const end = nextAnniversary(createdAt, now);
    const start = addMonths(end, -1);
    return { start: start < createdAt ? createdAt : start, end };
  };

  const createFree = async (
    user: { id: number; createdAt?: string | Date },
    now: Date,
  ): Promise<SubscriptionRow> => {
    const free: PlanRow = await plans().free();
    const period = freePeriod(new Date(user.createdAt ?? now), now);
    try {
      // In the account's lock: a plan being activated at this moment commits first (then this
      // insert meets the one-active index and the paid row is returned below).
      return await strapi.db.transaction(async ({ trx }) => {
        await lockAccount(strapi, trx, user.id);
        return rows().create({
          data: {
            user_id: user.id,
            plan_id: free.id,
            plan_name: free.name,
            state: 'active',
            price_cents: 0,
            currency: free.currency,
            started_at: now,
            renews_at: period.end,
            period_start: period.start,
            period_end: period.end,
            ai_quota_total: free.ai_quota_monthly,
            ai_quota_used: 0,
            provider: 'free',
          },
        });
      });
    } catch (error) {
      // Another request created it first (one active subscription per user, enforced by the database).
      if (!isUniqueViolation(error)) throw error;
      return rows().findOne({ where: { user_id: user.id, state: 'active' } });
    }
  };

  /** Starts a new Free period when the current one has ended; the conditional update rolls it once. */
  const rollFree = async (
    sub: SubscriptionRow,
    user: { createdAt?: string | Date },
    now: Date,
  ): Promise<SubscriptionRow> => {
    if (!sub.period_end || new Date(sub.period_end) > now) return sub;
    const period = freePeriod(new Date(user.createdAt ?? now), now);
    await knex()(table()).where({ id: sub.id }).where('period_end', '<=', now).update({
      period_start: period.start,
      period_end: period.end,
      renews_at: period.end,
      ai_quota_used: 0,
    });
    return rows().findOne({ where: { id: sub.id } });
  };

  return {
    /** The subscription that entitles the user now (creating the Free one when there is none). */
    async entitlement(
      user: { id: number; createdAt?: string | Date },
      now = new Date(),
    ): Promise<SubscriptionRow> {
      const candidates = (await rows().findMany({
        where: { user_id: user.id, state: { $in: ['active', 'cancelled'] } },
        orderBy: { id: 'desc' },
      })) as SubscriptionRow[];
      const active = candidates.find((sub) => sub.state === 'active');
      const running = candidates.find(
        (sub) => sub.state === 'cancelled' && sub.ends_at && new Date(sub.ends_at) > now,
      );
      if (active && active.provider !== 'free') {
        if (active.period_end && new Date(active.period_end) <= now) {
          await rows().update({
            where: { id: active.id },
            data: { state: 'expired', ends_at: active.period_end },
          });
          return createFree(user, now);
        }
        return active;
      }
      if (running) return running;
      if (active) return rollFree(active, user, now);
      return createFree(user, now);
    },

    /** One subscription as stored (the notification rules read it); null when unknown. */
    async byId(id: number): Promise<SubscriptionRow | null> {
      return strapi.db.query(SUBSCRIPTION).findOne({ where: { id } });
    },

    async planOf(sub: SubscriptionRow): Promise<PlanRow | null> {
      return plans().shown(sub.plan_id);
    },

    /**
     * The legacy `provider` and `provider_ref`: the payment provider and the reference of the order
     * that paid the subscription — its merchant order id, the reference the provider was given
     * (legacy: the payment's `ORDER_{id}_{time}`, set when fulfilment activated it). Free, and a
     * subscription not paid (pending, or expired unpaid), have none.
     */
    async paymentOf(sub: SubscriptionRow): Promise<{ provider: string | null; provider_ref: string | null }> {
      if (!sub.provider_ref || !sub.order_id) return { provider: null, provider_ref: null };
      const order = (await knex()(tableOf(strapi, ORDER))
        .select('provider')
        .where({ id: sub.order_id })
        .first()) as { provider: string | null } | undefined;
      return { provider: order?.provider ?? null, provider_ref: sub.provider_ref };
    },

    /** SPEC's Subscription (user.subscription). */
    async view(sub: SubscriptionRow): Promise<SubscriptionView> {
      const [plan, payment] = await Promise.all([this.planOf(sub), this.paymentOf(sub)]);
      return subscriptionView(sub, plan, payment);
    },

    /** The full record (GET /me/subscription, subscribe, upgrade, cancel). */
    async present(sub: SubscriptionRow) {
      return subscriptionRecord(sub, await this.view(sub));
    },

    /** The legacy quota view (GET /me/ai-quota, /ai/quota). */
    async quota(user: { id: number; createdAt?: string | Date }) {
      const sub = await this.entitlement(user);
      const plan = await this.planOf(sub);
      return quotaView(sub, plan, await this.view(sub));
    },

    /** The pending subscription a checkout of a plan recorded with its order (subscribe, upgrade). */
    async ofOrder(orderId: number): Promise<SubscriptionRow> {
      return rows().findOne({ where: { order_id: orderId } });
    },

    /** Active paid → cancelled, entitled until the end of the period; nothing to cancel → 422. */
    async cancel(user: { id: number; createdAt?: string | Date }): Promise<SubscriptionRow> {
      const sub = await this.entitlement(user);
      if (sub.provider === 'free' || sub.state !== 'active') throw nothingToCancel();
      // Conditional: a plan activated, an expiry or another cancel in between wins, and this one is
      // refused like a repeat.
      const { count } = await rows().updateMany({
        where: { id: sub.id, state: 'active' },
        data: { state: 'cancelled', ends_at: sub.period_end, renews_at: null },
      });
      if (count === 0) throw nothingToCancel();
      return rows().findOne({ where: { id: sub.id } });
    },

    /**
     * Takes one AI unit, atomically: the conditional update never lets `ai_quota_used` pass the
     * total, whatever the concurrency. Exhausted → 402 `ai_quota_exhausted`.
     */
    async reserve(user: { id: number; createdAt?: string | Date }): Promise<Reservation> {
      const sub = await this.entitlement(user);
      const taken = await knex()(table())
        .where({ id: sub.id })
        .where('ai_quota_used', '<', knex().ref('ai_quota_total'))
        .increment('ai_quota_used', 1);
      if (!taken) {
        const fresh: SubscriptionRow = await rows().findOne({ where: { id: sub.id } });
        throw new QuotaExhaustedError({
          total: fresh.ai_quota_total,
          used: fresh.ai_quota_used,
          remaining: Math.max(0, fresh.ai_quota_total - fresh.ai_quota_used),
          renews_at: iso(fresh.renews_at ?? fresh.period_end),
        });
      }
      return { subscriptionId: sub.id, periodStart: sub.period_start };
    },

    /** The unit was used for a delivered result: it stays counted (nothing to write). */
    async commit(_reservation: Reservation) {
      return undefined;
    },

    /** The work failed with no result: give the unit back, unless the period has rolled since. */
    async release(reservation: Reservation) {
      await knex()(table())
        .where({ id: reservation.subscriptionId })
        .where('ai_quota_used', '>', 0)
        .where((q) =>
          reservation.periodStart
            ? q.where('period_start', new Date(reservation.periodStart))
            : q.whereNull('period_start'),
        )
        .decrement('ai_quota_used', 1);
    },
  };
};
