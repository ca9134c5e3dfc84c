import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from '../../../platform/public';
import { outbox } from '../../../queue/public';
import { purchaseOf } from './purchases/registry';
import type { OrderRow } from './purchases/types';
import { JOB_RUN, ORDER, SUBSCRIPTION } from '../content-types/uids';

const DAY = 86400000;

/**
 * Scheduled billing work. Each tick is claimed by inserting its key (job + minute) into a table
 * with a unique index, so with several instances exactly one runs it. `now` is a parameter:
 * tests drive a controllable clock.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async claim(job: string, now: Date): Promise<boolean> {
    const minute = new Date(Math.floor(now.getTime() / 60000) * 60000).toISOString();
    try {
      await strapi.db.query(JOB_RUN).create({ data: { key: `${job}@${minute}` } });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },

  /** Pending orders past `expires_at` → expired (their pending subscriptions too). */
  async expireOrders(now = new Date()) {
    const stale = (await strapi.db
      .query(ORDER)
      .findMany({ where: { state: 'pending', expires_at: { $lt: now } } })) as OrderRow[];
    let expired = 0;
    for (const order of stale) {
      const { count } = await strapi.db
        .query(ORDER)
        .updateMany({ where: { id: order.id, state: 'pending' }, data: { state: 'expired' } });
      if (count === 0) continue;
      expired += 1;
      await purchaseOf(order.purchase_type)?.abandoned?.(strapi, order);
    }
    return expired;
  },

  /** Paid subscriptions past their end → expired; the user is back on Free. */
  async expireSubscriptions(now = new Date()) {
    const ending = (await strapi.db.query(SUBSCRIPTION).findMany({
      where: { state: 'cancelled', ends_at: { $lt: now } },
      select: ['id', 'user_id', 'provider'],
    })) as Array<{ id: number; user_id: number; provider: string }>;
    let expired = 0;
    for (const sub of ending) expired += await this.expire(sub, { state: 'cancelled' }, { state: 'expired' });
    const lapsed = (await strapi.db.query(SUBSCRIPTION).findMany({
      where: { state: 'active', provider: { $ne: 'free' }, period_end: { $lt: now } },
    })) as Array<{ id: number; user_id: number; period_end: string; provider: string }>;
    for (const sub of lapsed)
      expired += await this.expire(sub, { state: 'active' }, { state: 'expired', ends_at: sub.period_end });
    return expired;
  },

  /**
   * One subscription's expiry: the conditional update decides whether it happens (once, whatever
   * the number of instances), and a paid one's event is recorded with it (the user is told; a Free
   * row's end is no news).
   */
  async expire(
    sub: { id: number; user_id: number; provider?: string },
    from: Record<string, unknown>,
    data: Record<string, unknown>,
  ): Promise<number> {
    return strapi.db.transaction(async () => {
      const { count } = await strapi.db
        .query(SUBSCRIPTION)
        .updateMany({ where: { id: sub.id, ...from }, data });
      if (count === 0) return 0;
      if (sub.provider !== 'free')
        await outbox(strapi).emit(
          'billing.subscription.expired',
          { user_id: sub.user_id, subscription_id: sub.id },
          { key: `billing.subscription.expired:${sub.id}` },
        );
      return 1;
    });
  },

  /** A domain event 3 days before a paid period ends, once per period. */
  async remindRenewals(now = new Date()) {
    const due = (await strapi.db.query(SUBSCRIPTION).findMany({
      where: {
        state: { $in: ['active', 'cancelled'] },
        provider: { $ne: 'free' },
        period_end: { $gt: now, $lte: new Date(now.getTime() + 3 * DAY) },
      },
    })) as Array<{
      id: number;
      user_id: number;
      state: string;
      period_end: string;
      reminded_for: string | null;
    }>;
    let sent = 0;
    for (const sub of due) {
      if (sub.reminded_for && new Date(sub.reminded_for).getTime() === new Date(sub.period_end).getTime())
        continue;
      const endsAt = new Date(sub.period_end).toISOString();
      sent += await strapi.db.transaction(async () => {
        const { count } = await strapi.db.query(SUBSCRIPTION).updateMany({
          where: { id: sub.id, $or: [{ reminded_for: null }, { reminded_for: { $ne: sub.period_end } }] },
          data: { reminded_for: sub.period_end },
        });
        if (count === 0) return 0;
        await outbox(strapi).emit(
          'billing.subscription.period_ending',
          { user_id: sub.user_id, subscription_id: sub.id, ends_at: endsAt, renews: sub.state === 'active' },
          { key: `billing.subscription.period_ending:${sub.id}:${endsAt}` },
        );
        return 1;
      });
    }
    return sent;
  },

  /** One tick of everything, claimed once across instances. */
  async tick(now = new Date()) {
    if (!(await this.claim('billing', now))) return null;
    return {
      orders: await this.expireOrders(now),
      subscriptions: await this.expireSubscriptions(now),
      reminders: await this.remindRenewals(now),
    };
  },
});
