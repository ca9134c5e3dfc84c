import type { Core } from '@strapi/strapi';
import { billing } from '../../src/plugins/billing/public';
import { eventsSince, lastEventId } from '../helpers/outbox';
import { hmacOf, returnParams, transactionFor } from '../helpers/paymob';
import type { TestApp } from '../helpers/strapi';
import { billingShortcuts, bootBilling } from '../helpers/billing';

describe('billing: the browser return, orders, scheduled work and the stored state (CONTRACT §5)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  beforeAll(async () => ({ app, strapi } = await bootBilling()));
  afterAll(() => app?.close());
  const { newUser, as, orderOf, deliver } = billingShortcuts(() => app);

  describe('the browser return', () => {
    const query = returnParams;

    it('applies a verified return and answers the legacy JSON with Accept: application/json', async () => {
      const { token } = await newUser('return@example.test');
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      const order = await orderOf(body.meta.checkout.order_id);
      const obj = transactionFor(order);
      const params = new URLSearchParams({ ...query(obj), hmac: hmacOf(obj) });
      const res = await app.http().get(`/api/v1/paymob/callback?${params}`).set('Accept', 'application/json');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Payment successful',
        data: {
          reference: order.merchant_order_id,
          transaction_id: String(obj.id),
          success: true,
          amount_cents: order.total_cents,
          currency: 'EGP',
        },
      });
      expect((await orderOf(order.id)).state).toBe('fulfilled');
    });

    it('tells nothing of another order when a signed return names its merchant_order_id', async () => {
      const victim = await newUser('return-victim@example.test');
      const victimOrder = await orderOf(
        (await as(victim.token).post('/api/me/subscribe', { plan_id: 2 })).body.meta.checkout.order_id,
      );
      const { token } = await newUser('return-prober@example.test');
      const own = await orderOf(
        (await as(token).post('/api/me/subscribe', { plan_id: 2 })).body.meta.checkout.order_id,
      );
      // A signature over the caller's own transaction; merchant_order_id is not among the signed fields.
      const obj = transactionFor(own);
      const params = new URLSearchParams({
        ...query(obj),
        merchant_order_id: victimOrder.merchant_order_id,
        hmac: hmacOf(obj),
      });
      const landing = new URL((await app.http().get(`/api/payments/callback?${params}`)).headers.location);
      expect([landing.searchParams.get('order_id'), landing.searchParams.get('success')]).toEqual([
        '',
        'false',
      ]);
      expect((await orderOf(victimOrder.id)).state).toBe('pending');
    });

    it('changes nothing without a valid signature', async () => {
      const { token } = await newUser('return-bad@example.test');
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      const order = await orderOf(body.meta.checkout.order_id);
      const obj = transactionFor(order);
      const params = new URLSearchParams({ ...query(obj), hmac: 'a'.repeat(128) });
      const browser = await app.http().get(`/api/payments/callback?${params}`);
      expect(browser.status).toBe(302);
      expect(new URL(browser.headers.location).searchParams.get('error')).toBe('invalid_signature');
      const json = await app.http().get(`/api/paymob/callback?${params}`).set('Accept', 'application/json');
      expect(json.status).toBe(401);
      expect((await orderOf(order.id)).state).toBe('pending');
    });
  });

  describe('orders', () => {
    it("lists the caller's orders in the legacy shape, paginated, and looks one up by any reference", async () => {
      const { token } = await newUser('orders@example.test');
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      const order = await orderOf(body.meta.checkout.order_id);
      await deliver(transactionFor(order));
      const list = await as(token).get('/api/orders');
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.body.data[0]).toMatchObject({
        id: order.id,
        merchant_order_id: order.merchant_order_id,
        status: 'fulfilled',
        total_amount: 199,
        total_cents: 19900,
        currency: 'EGP',
        payment_gateway: 'sandbox',
        transaction_reference: expect.any(String),
        card_pan: '1234',
        card_type: 'MasterCard',
        items: [
          {
            id: expect.any(Number),
            product_type: 'plan',
            product_id: 2,
            price_cents: 19900,
            name: 'Jetsetter',
            metadata: expect.objectContaining({ purchase_type: 'subscription' }),
          },
        ],
      });
      for (const alias of ['/api/me/orders', '/api/dashboard/orders'])
        expect((await as(token).get(alias)).body.data).toEqual(list.body.data);
      for (const ref of [
        String(order.id),
        order.merchant_order_id,
        list.body.data[0].transaction_reference,
      ]) {
        const found = await as(token).get(`/api/orders/lookup/${encodeURIComponent(ref)}`);
        expect([ref, found.status, found.body.data?.order_id, found.body.data?.is_success]).toEqual([
          ref,
          200,
          order.id,
          true,
        ]);
      }
      const stranger = await newUser('stranger@example.test');
      const hidden = await as(stranger.token).get(`/api/orders/lookup/${order.id}`);
      expect([hidden.status, hidden.body.error.type]).toEqual([404, 'not_found']);
      expect((await as(stranger.token).get('/api/orders')).body.data).toEqual([]);
    });
  });

  describe('scheduled work (controllable clock)', () => {
    it('expires stale orders and ended subscriptions, reminds 3 days before, once per tick across instances', async () => {
      const jobs = billing(strapi).jobs;
      const { token, user } = await newUser('jobs@example.test');
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      const pendingOrder = await orderOf(body.meta.checkout.order_id);
      expect(await jobs.expireOrders(new Date(Date.now() + 29 * 60 * 1000))).toBe(0);
      expect(await jobs.expireOrders(new Date(Date.now() + 31 * 60 * 1000))).toBeGreaterThanOrEqual(1);
      expect((await orderOf(pendingOrder.id)).state).toBe('expired');

      const second = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      await deliver(transactionFor(await orderOf(second.body.meta.checkout.order_id)));
      const sub = await strapi.db
        .query('plugin::billing.subscription')
        .findOne({ where: { user_id: user.id, state: 'active' } });
      const end = new Date(sub.period_end!).getTime();
      const mark = await lastEventId(strapi);
      const events = async () =>
        (await eventsSince(strapi, mark, 'billing.subscription.period_ending')).map(([, p]) => p);
      expect(await jobs.remindRenewals(new Date(end - 4 * 86400000))).toBe(0);
      expect(await jobs.remindRenewals(new Date(end - 2 * 86400000))).toBeGreaterThanOrEqual(1);
      expect(await jobs.remindRenewals(new Date(end - 2 * 86400000 + 60000))).toBe(0);
      expect(await events()).toEqual(
        expect.arrayContaining([expect.objectContaining({ user_id: user.id, subscription_id: sub.id })]),
      );

      await jobs.expireSubscriptions(new Date(end + 1000));
      expect(
        (await strapi.db.query('plugin::billing.subscription').findOne({ where: { id: sub.id } })).state,
      ).toBe('expired');
      const back = await billing(strapi).subscriptions.entitlement(user, new Date(end + 2000));
      expect(back.plan_id).toBe(1);

      const tick = new Date(Date.UTC(2030, 0, 1, 12, 0, 30));
      expect(await jobs.tick(tick)).not.toBeNull();
      expect(await jobs.tick(new Date(tick.getTime() + 10000))).toBeNull();
      expect(await jobs.tick(new Date(tick.getTime() + 60000))).not.toBeNull();
    });
  });

  describe('the stored state (CONTRACT: Strapi 5 reserves `status`)', () => {
    it("shows the real state of orders, payments and subscriptions in the admin panel's Content Manager", async () => {
      const { token, user } = await newUser('panel-state@example.test');
      const order = await orderOf(
        (await as(token).post('/api/me/subscribe', { plan_id: 2 })).body.meta.checkout.order_id,
      );
      const declined = await orderOf(
        (await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: 3 })).body.data
          .order_id,
      );
      await deliver(transactionFor(order));
      await deliver(transactionFor(declined, { success: false }));
      const login = await app
        .http()
        .post('/admin/login')
        .send({ email: 'admin@example.com', password: 'seed-password-for-tests' });
      const panel = (uid: string) =>
        app
          .http()
          // Newest first: the rows of this test, whatever the other tests created before it.
          .get(`/content-manager/collection-types/${uid}?pageSize=100&sort=id:DESC`)
          .set('Authorization', `Bearer ${login.body.data.token}`);
      const orders = (await panel('plugin::billing.order')).body.results as Array<{
        id: number;
        state: string;
      }>;
      expect(orders.find((o) => o.id === order.id)?.state).toBe('fulfilled');
      expect(orders.find((o) => o.id === declined.id)?.state).toBe('failed');
      const payments = (await panel('plugin::billing.payment')).body.results as Array<{
        order_id: number;
        state: string;
      }>;
      expect(
        payments
          .filter((p) => [order.id, declined.id].includes(p.order_id))
          .map((p) => p.state)
          .sort(),
      ).toEqual(['failed', 'paid']);
      const subscriptions = (await panel('plugin::billing.subscription')).body.results as Array<{
        user_id: number;
        plan_id: number;
        state: string;
      }>;
      const mine = subscriptions.filter((s) => s.user_id === user.id);
      const stateOf = (planId: number) => mine.filter((s) => s.plan_id === planId).map((s) => s.state);
      expect(stateOf(2)).toEqual(['active']);
      expect(stateOf(3)).toEqual(['expired']);
      // The Free row was cancelled, entitled until that very moment: once a tick has passed it, expired.
      expect(stateOf(1)).toHaveLength(1);
      expect(['cancelled', 'expired']).toContain(stateOf(1)[0]);
    });

    it('moves the state of an existing database into the new column (migration)', async () => {
      const { up } = await import('../../database/migrations/2026.11.24T00.01.00.billing-state-columns');
      const knex = strapi.db.connection;
      const { token } = await newUser('migrated@example.test');
      const order = await orderOf(
        (await as(token).post('/api/me/subscribe', { plan_id: 2 })).body.meta.checkout.order_id,
      );
      // The shape of a database written before: the state in `status`.
      for (const table of ['billing_orders', 'billing_payments', 'billing_subscriptions'])
        await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [table, 'state', 'status']);
      await knex.transaction((trx) => up(trx));
      for (const table of ['billing_orders', 'billing_payments', 'billing_subscriptions']) {
        expect([
          table,
          await knex.schema.hasColumn(table, 'state'),
          await knex.schema.hasColumn(table, 'status'),
        ]).toEqual([table, true, false]);
      }
      expect((await orderOf(order.id)).state).toBe('pending');
      // Run again: nothing to do.
      await knex.transaction((trx) => up(trx));
      expect((await as(token).get('/api/me/subscription')).body.data.status).toBe('active');
    });
  });
});
