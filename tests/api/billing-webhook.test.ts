import type { Core } from '@strapi/strapi';
import { billing } from '../../src/plugins/billing/public';
import { eventsSince, lastEventId } from '../helpers/outbox';
import { hmacOf, transactionFor, Tx } from '../helpers/paymob';
import type { TestApp } from '../helpers/strapi';
import { billingShortcuts, bootBilling } from '../helpers/billing';

describe('billing: the payment webhook (CONTRACT §5)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  beforeAll(async () => ({ app, strapi } = await bootBilling()));
  afterAll(() => app?.close());
  const { newUser, as, orderOf, deliver } = billingShortcuts(() => app);

  describe('the webhook', () => {
    const freshOrder = async (email: string, plan = 2) => {
      const { token, user } = await newUser(email);
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: plan });
      return { token, user, order: await orderOf(body.meta.checkout.order_id) };
    };

    it.each([
      [
        'a missing signature',
        (obj: Tx) => app.http().post('/api/payments/webhook').send({ type: 'TRANSACTION', obj }),
      ],
      ['a wrong signature', (obj: Tx) => deliver(obj, 'f'.repeat(128))],
      ['a truncated signature', (obj: Tx) => deliver(obj, hmacOf(obj).slice(0, 64))],
      ['another secret', (obj: Tx) => deliver(obj, hmacOf(obj, 'someone-else'))],
      ['a field changed after signing', (obj: Tx) => deliver({ ...obj, amount_cents: 1 }, hmacOf(obj))],
    ])('answers %s with 401 invalid_signature and changes nothing', async (_, send) => {
      const { order } = await freshOrder(`sig-${Math.random()}@example.test`);
      const res = await send(transactionFor(order));
      expect(res.status).toBe(401);
      expect(res.body.error.type).toBe('invalid_signature');
      expect((await orderOf(order.id)).state).toBe('pending');
    });

    it('applies 20 concurrent identical deliveries once: one activation, one transition', async () => {
      const { order, user } = await freshOrder('concurrent@example.test');
      const obj = transactionFor(order);
      const results = await Promise.all(Array.from({ length: 20 }, () => deliver(obj)));
      const messages = results.map((r) => r.body.message);
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(messages.filter((m) => m === 'Processed')).toHaveLength(1);
      expect(messages.filter((m) => m === 'Already processed')).toHaveLength(19);
      expect(await strapi.db.query('plugin::billing.payment').count({ where: { order_id: order.id } })).toBe(
        1,
      );
      const active = await strapi.db
        .query('plugin::billing.subscription')
        .findMany({ where: { user_id: user.id, state: 'active' } });
      expect(active.map((s: { plan_id: number }) => s.plan_id)).toEqual([2]);
      const again = await deliver(obj, hmacOf(obj), '/api/v1/paymob/webhook');
      expect(again.body).toEqual({ success: true, message: 'Already processed' });
    });

    it('settles two paid orders of one account delivered at once, while its Free row is being created: one plan delivered, the other paid for a refund, no error', async () => {
      const { token, user } = await newUser('two-orders@example.test');
      const first = await orderOf(
        (await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: 2 })).body.data
          .order_id,
      );
      const second = await orderOf(
        (await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: 3 })).body.data
          .order_id,
      );
      // No Free row exists yet: the quota reads create it while both deliveries activate plans.
      await strapi.db
        .query('plugin::billing.subscription')
        .deleteMany({ where: { user_id: user.id, provider: 'free' } });
      const results = await Promise.all([
        deliver(transactionFor(first)),
        deliver(transactionFor(second)),
        ...Array.from({ length: 4 }, () => as(token).get('/api/me/ai-quota')),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(results.slice(0, 2).map((r) => r.body.message)).toEqual(['Processed', 'Processed']);
      const subs = await strapi.db
        .query('plugin::billing.subscription')
        .findMany({ where: { user_id: user.id, provider: 'paid' } });
      expect(subs.map((s: { state: string }) => s.state)).toEqual(['active']);
      expect(
        await strapi.db
          .query('plugin::billing.subscription')
          .count({ where: { user_id: user.id, state: 'active' } }),
      ).toBe(1);
      const settled = [await orderOf(first.id), await orderOf(second.id)]
        .map((o) => [o.state, o.failure_reason ?? null])
        .sort();
      expect(settled).toEqual([
        ['fulfilled', null],
        ['paid', 'already_subscribed'],
      ]);
    });

    it('never takes a paid plan away for a second subscription order paid later: paid, not fulfilled, refund due', async () => {
      const { token, user } = await newUser('second-tab@example.test');
      const first = await orderOf(
        (await as(token).post('/api/me/subscribe', { plan_id: 2 })).body.meta.checkout.order_id,
      );
      const second = await orderOf(
        (await as(token).post('/api/me/subscribe', { plan_id: 3 })).body.meta.checkout.order_id,
      );
      const mark = await lastEventId(strapi);
      expect((await deliver(transactionFor(first))).body.message).toBe('Processed');
      expect((await deliver(transactionFor(second))).body.message).toBe('Processed');
      const refunds = (await eventsSince(strapi, mark, 'billing.payment.refund_required')).map(([, p]) => p);
      expect(await orderOf(second.id)).toMatchObject({
        state: 'paid',
        failure_reason: 'already_subscribed',
        fulfilled_at: null,
      });
      expect(refunds).toEqual([
        expect.objectContaining({ order_id: second.id, user_id: user.id, reason: 'already_subscribed' }),
      ]);
      const { body } = await as(token).get('/api/me/subscription');
      expect([body.data.status, body.data.plan_id]).toEqual(['active', 2]);
      expect((await deliver(transactionFor(second))).body.message).toBe('Already processed');
    });

    it('keeps the priced period of an upgrade paid after the plan it replaces was cancelled', async () => {
      const { order, token } = await freshOrder('upgrade-after-cancel@example.test');
      await deliver(transactionFor(order));
      const before = (await as(token).get('/api/me/subscription')).body.data;
      const upgrade = await orderOf(
        (await as(token).post('/api/me/upgrade', { plan_id: 3 })).body.meta.checkout.order_id,
      );
      expect((await as(token).post('/api/me/subscription/cancel')).status).toBe(200);
      expect((await deliver(transactionFor(upgrade))).body.message).toBe('Processed');
      const after = (await as(token).get('/api/me/subscription')).body.data;
      expect([after.status, after.plan_id, after.period_end, after.renews_at]).toEqual([
        'active',
        3,
        before.period_end,
        before.renews_at,
      ]);
    });

    it('does not sell an upgrade whose period ended before it was paid', async () => {
      const { order, token } = await freshOrder('upgrade-too-late@example.test');
      await deliver(transactionFor(order));
      const upgrade = await orderOf(
        (await as(token).post('/api/me/upgrade', { plan_id: 3 })).body.meta.checkout.order_id,
      );
      await strapi.db
        .connection('billing_subscriptions')
        .where({ order_id: upgrade.id })
        .update({ period_end: new Date(Date.now() - 1000) });
      expect((await deliver(transactionFor(upgrade))).body.message).toBe('Processed');
      expect(await orderOf(upgrade.id)).toMatchObject({ state: 'paid', failure_reason: 'period_ended' });
      expect((await as(token).get('/api/me/subscription')).body.data.plan_id).toBe(2);
    });

    it('cancels once when cancel is sent five times at once', async () => {
      const { order, token } = await freshOrder('cancel-race@example.test');
      expect((await deliver(transactionFor(order))).body.message).toBe('Processed');
      const results = await Promise.all(
        Array.from({ length: 5 }, () => as(token).post('/api/me/subscription/cancel')),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
      expect(
        results.filter((r) => r.status === 422).every((r) => r.body.error.type === 'no_active_subscription'),
      ).toBe(true);
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
        status: 'cancelled',
        plan_id: 2,
      });
    });

    it('ignores a failure delivered after a success', async () => {
      const { order } = await freshOrder('late-failure@example.test');
      expect((await deliver(transactionFor(order))).body.message).toBe('Processed');
      expect((await deliver(transactionFor(order, { success: false }))).body).toEqual({
        success: true,
        message: 'Already processed',
      });
      expect((await orderOf(order.id)).state).toBe('fulfilled');
    });

    it('never pays a failed order later', async () => {
      const { order } = await freshOrder('failed-first@example.test');
      expect((await deliver(transactionFor(order, { success: false }))).body.message).toBe('Processed');
      expect((await deliver(transactionFor(order))).body).toEqual({
        success: true,
        message: 'Already processed',
      });
      expect((await orderOf(order.id)).state).toBe('failed');
    });

    it('fails the order on an amount or currency mismatch and fulfils nothing', async () => {
      const { order, user } = await freshOrder('mismatch@example.test');
      const res = await deliver(transactionFor(order, { amount_cents: 100 }));
      expect(res.body).toEqual({ success: false, message: 'Amount mismatch' });
      expect((await orderOf(order.id)).state).toBe('failed');
      expect(
        await strapi.db
          .query('plugin::billing.subscription')
          .count({ where: { user_id: user.id, state: 'active', plan_id: 2 } }),
      ).toBe(0);
      const other = await freshOrder('currency@example.test');
      expect((await deliver(transactionFor(other.order, { currency: 'USD' }))).body.message).toBe(
        'Amount mismatch',
      );
    });

    it("refuses another order's signed transaction (obj.order.id is the provider order of the order)", async () => {
      const a = await freshOrder('order-a@example.test');
      const b = await freshOrder('order-b@example.test');
      const forged = transactionFor(b.order, {
        order: { id: a.order.provider_order_id, merchant_order_id: b.order.merchant_order_id },
        amount_cents: b.order.total_cents,
      });
      expect((await deliver(forged)).body).toEqual({ success: false, message: 'Payment not found' });
      expect((await orderOf(b.order.id)).state).toBe('pending');
    });

    it('answers an unknown order with Payment not found, and refuses a success after 24 hours', async () => {
      const unknown = transactionFor({
        merchant_order_id: 'ORDER_0_0',
        provider_order_id: '0',
        total_cents: 1,
        currency: 'EGP',
      });
      expect((await deliver(unknown)).body).toEqual({ success: false, message: 'Payment not found' });
      const { order } = await freshOrder('grace@example.test');
      await strapi.db
        .connection('billing_orders')
        .where({ id: order.id })
        .update({ created_at: new Date(Date.now() - 25 * 3600 * 1000) });
      expect((await deliver(transactionFor(order))).body).toEqual({
        success: false,
        message: 'Order expired beyond grace period',
      });
      expect((await orderOf(order.id)).state).toBe('pending');
    });

    it('lets an expired order be paid within 24 hours, and the plan bought is the one activated', async () => {
      const { order, token } = await freshOrder('expired-pay@example.test');
      await billing(strapi).jobs.expireOrders(new Date(Date.now() + 31 * 60 * 1000));
      expect((await orderOf(order.id)).state).toBe('expired');
      expect((await as(token).get('/api/me/subscription')).body.data.plan_id).toBe(1);
      expect((await deliver(transactionFor(order))).body.message).toBe('Processed');
      expect((await orderOf(order.id)).state).toBe('fulfilled');
      const { body } = await as(token).get('/api/me/subscription');
      expect([body.data.status, body.data.plan_id]).toEqual(['active', 2]);
    });

    it('stores the raw payload encrypted', async () => {
      const { order } = await freshOrder('sealed@example.test');
      await deliver(transactionFor(order));
      const payment = await strapi.db
        .query('plugin::billing.payment')
        .findOne({ where: { order_id: order.id } });
      expect(payment).toMatchObject({ hmac_valid: true, state: 'paid', amount_cents: order.total_cents });
      expect(payment.raw_payload).toMatch(/^v1\./);
      expect(payment.raw_payload).not.toContain(order.merchant_order_id);
    });
  });
});
