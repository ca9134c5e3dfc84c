import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '../../src/plugins/contract/public';
import { accounts } from '../../src/plugins/accounts/public';
import { billing } from '../../src/plugins/billing/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { mountTestRoutes } from '../helpers/test-routes';
import { createUser, tokenFor } from '../helpers/users';
import { eventsSince, lastEventId } from '../helpers/outbox';
import { hmacOf, returnParams, transactionFor, Tx } from '../helpers/paymob';
import { pressOnSandbox } from '../helpers/sandbox';

type Order = {
  id: number;
  merchant_order_id: string;
  provider_order_id: string;
  total_cents: number;
  currency: string;
  state: string;
  createdAt: string;
  failure_reason?: string | null;
};

describe('billing: plans, subscriptions, quota, checkout and webhooks (CONTRACT §4, §5)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;

  beforeAll(async () => {
    app = await bootStrapi({
      env: { THROTTLE_CHECKOUT: '1000/60', THROTTLE_WEBHOOKS: '100000/60' },
      beforeMount: (s) =>
        mountTestRoutes(s, [
          {
            method: 'POST',
            path: '/ai-unit',
            access: 'verified',
            throttle: 'api',
            handler: async (ctx: Context) =>
              respond(ctx, await billing(s).subscriptions.reserve(ctx.state.user)),
          },
        ]),
    });
    strapi = app.strapi;
  });
  afterAll(async () => {
    await app?.close();
  });

  const newUser = async (email: string, role = 'user') => {
    const user = await createUser(strapi, { email, role });
    return { user, token: await tokenFor(strapi, user, [role]) };
  };
  const as = (token: string) => ({
    get: (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      app.http().post(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const orderOf = async (id: number): Promise<Order> =>
    strapi.db.query('plugin::billing.order').findOne({ where: { id } });
  const deliver = (obj: Tx, hmac = hmacOf(obj), path = '/api/payments/webhook') =>
    app.http().post(`${path}?hmac=${hmac}`).send({ type: 'TRANSACTION', obj });

  describe('plans', () => {
    it('lists the three legacy plans by price, public', async () => {
      const res = await app.http().get('/api/plans');
      expect(res.status).toBe(200);
      expect(
        res.body.data.map((p: { name: string; price_cents: number; ai_quota_monthly: number }) => [
          p.name,
          p.price_cents,
          p.ai_quota_monthly,
        ]),
      ).toEqual([
        ['Free', 0, 5],
        ['Jetsetter', 19900, 100],
        ['Imperial Concierge', 49900, 1000],
      ]);
      expect(res.headers['x-total-count']).toBe('3');
      expect((await app.http().get('/api/plans/2')).body.data).toMatchObject({
        name: 'Jetsetter',
        currency: 'EGP',
        billing_cycle: 'monthly',
        features: expect.any(Array),
      });
      expect((await app.http().get('/api/plans/99')).status).toBe(404);
    });

    it('set-plans: the role matrix, upsert by name, 422', async () => {
      const admin = await newUser('plans-admin@example.test', 'admin');
      const user = await newUser('plans-user@example.test');
      const body = {
        plans: [
          {
            name: 'Nomad',
            price_cents: 9900,
            ai_quota_monthly: 20,
            features: ['Offline maps'],
            is_active: false,
          },
        ],
      };
      expect((await app.http().post('/api/admin/set-plans').send(body)).status).toBe(401);
      expect((await as(user.token).post('/api/admin/set-plans', body)).status).toBe(403);
      const created = await as(admin.token).post('/api/admin/set-plans', body);
      expect(created.status).toBe(200);
      expect(created.body.data[0]).toMatchObject({
        name: 'Nomad',
        price_cents: 9900,
        currency: 'EGP',
        is_active: false,
      });
      const updated = await as(admin.token).post('/api/admin/set-plans', {
        plans: [{ name: 'Nomad', price_cents: 8900 }],
      });
      expect(updated.body.data[0]).toMatchObject({ id: created.body.data[0].id, price_cents: 8900 });
      expect((await app.http().get(`/api/plans/${created.body.data[0].id}`)).status).toBe(404);
      const bad = await as(admin.token).post('/api/admin/set-plans', {
        plans: [{ name: '', price_cents: -1, currency: 'EURO' }],
      });
      expect(bad.status).toBe(422);
      expect(bad.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([
        'plans.0.name',
        'plans.0.price_cents',
        'plans.0.currency',
      ]);
      expect((await as(admin.token).post('/api/admin/set-plans', { plans: [] })).status).toBe(422);
      // The plan shown in a subscription follows an edit at once (its cache is cleared).
      expect((await as(user.token).get('/api/me')).body.data.user.subscription.plan.name).toBe('Free');
      await as(admin.token).post('/api/admin/set-plans', {
        plans: [{ name: 'Free', price_cents: 0, features: ['5 AI generations', 'Edited'] }],
      });
      expect((await as(user.token).get('/api/me')).body.data.user.subscription.plan.features).toEqual([
        '5 AI generations',
        'Edited',
      ]);
    });
  });

  describe('the quota ledger', () => {
    it('gives a Free user 5 units; 50 concurrent reservations → exactly 5 succeed and 45 get 402', async () => {
      const { token } = await newUser('quota@example.test');
      const before = await as(token).get('/api/me/ai-quota');
      expect(before.body.data).toMatchObject({
        plan_id: 1,
        plan_name: 'Free',
        status: 'active',
        ai_quota_total: 5,
        ai_quota_used: 0,
        ai_quota_remaining: 5,
        usage_percentage: 0,
        billing_cycle: 'monthly',
        price_cents: 0,
        currency: 'EGP',
      });
      const results = await Promise.all(
        Array.from({ length: 50 }, () => as(token).post('/api/__test/ai-unit')),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      const refused = results.filter((r) => r.status === 402);
      expect(refused).toHaveLength(45);
      expect(refused[0].body.error).toMatchObject({
        type: 'ai_quota_exhausted',
        status: 402,
        quota: { total: 5, used: 5, remaining: 0, renews_at: expect.any(String) },
      });
      const after = await as(token).get('/api/ai/quota');
      expect(after.body.data).toMatchObject({
        ai_quota_used: 5,
        ai_quota_remaining: 0,
        usage_percentage: 100,
      });
      expect(after.headers.deprecation).toBe('true');
    });

    it('is backed by the database: a second active subscription for one user is refused', async () => {
      const { user } = await newUser('one-active@example.test');
      await billing(strapi).subscriptions.entitlement(user);
      const second = strapi.db
        .query('plugin::billing.subscription')
        .create({ data: { user_id: user.id, plan_id: 2, state: 'active', ai_quota_total: 100 } });
      // better-sqlite3's native addon is shared by the jest worker, so its error class may belong to
      // another test file's realm (not `instanceof Error` here): match the message, not the class.
      await expect(second).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
      expect(
        await strapi.db
          .query('plugin::billing.subscription')
          .count({ where: { user_id: user.id, state: 'active' } }),
      ).toBe(1);
    });

    it('releases a unit for work that failed, and starts a new Free period on the anniversary', async () => {
      const { user } = await newUser('quota-roll@example.test');
      const ledger = billing(strapi).subscriptions;
      const reservation = await ledger.reserve(user);
      expect((await ledger.quota(user)).ai_quota_used).toBe(1);
      await ledger.release(reservation);
      expect((await ledger.quota(user)).ai_quota_used).toBe(0);
      await ledger.reserve(user);
      const sub = await ledger.entitlement(user);
      const later = new Date(new Date(sub.period_end!).getTime() + 1000);
      const rolled = await ledger.entitlement(user, later);
      expect(rolled.id).toBe(sub.id);
      expect(rolled.ai_quota_used).toBe(0);
      expect(new Date(rolled.period_start!).getTime()).toBe(new Date(sub.period_end!).getTime());
    });
  });

  describe('subscribe, pay through the sandbox, upgrade, cancel', () => {
    let token: string;
    let userId: number;
    beforeAll(async () => {
      const created = await newUser('buyer@example.test');
      token = created.token;
      userId = created.user.id;
    });

    it('subscribes: the pending subscription and meta.checkout; /me still shows Free', async () => {
      const res = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        plan_id: 2,
        plan_name: 'Jetsetter',
        status: 'pending',
        ai_quota_total: 100,
      });
      expect(res.body.meta.checkout).toEqual({
        order_id: expect.any(Number),
        merchant_order_id: expect.stringMatching(/^ORDER_\d+_\d+$/),
        client_secret: expect.stringMatching(/^sandbox_cs_/),
        checkout_url: expect.stringMatching(/^http:\/\/localhost:1337\/api\/payments\/sandbox\/ORDER_/),
        amount_cents: 19900,
        currency: 'EGP',
        expires_at: expect.any(String),
      });
      expect((await as(token).get('/api/me')).body.data.user.subscription.plan_name).toBe('Free');
      // Every Subscription object carries its Plan as GET /plans/{id} shows it (CONTRACT §5).
      expect(res.body.data.plan).toEqual((await app.http().get('/api/plans/2')).body.data);
      const free = (await app.http().get('/api/plans/1')).body.data;
      expect((await as(token).get('/api/me')).body.data.user.subscription.plan).toEqual(free);
      expect((await as(token).get('/api/user')).body.data.user.subscription.plan).toEqual(free);
      expect((await as(token).get('/api/me/subscription')).body.data.plan).toEqual(free);
    });

    it('pays on the sandbox page: the webhook activates the plan and the browser lands on the success page', async () => {
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      const checkoutUrl = new URL(body.meta.checkout.checkout_url);
      const path = `${checkoutUrl.pathname}${checkoutUrl.search}`;
      // Only the order's secret opens its page: the reference alone, or another key, finds nothing.
      for (const probe of [
        checkoutUrl.pathname,
        `${checkoutUrl.pathname}?key=sandbox_cs_${'0'.repeat(32)}`,
      ]) {
        expect((await app.http().get(probe)).status).toBe(404);
        expect((await app.http().post(probe).type('form').send({ action: 'decline' })).status).toBe(404);
      }
      expect((await orderOf(body.meta.checkout.order_id)).state).toBe('pending');
      const page = await app.http().get(path);
      expect(page.status).toBe(200);
      // Pay and Decline end on the frontend: its origin, and only it, joins form-action.
      expect(page.headers['content-security-policy']).toMatch(
        /(^|;)form-action 'self' http:\/\/localhost:8080(;|$)/,
      );
      expect(page.text).toContain('Travel Planner');
      expect(page.text).toContain('199.00 EGP');
      expect(page.text).toMatch(/<button[^>]*value="pay"/);
      const paid = await app.http().post(path).type('form').send({ action: 'pay' });
      expect(paid.status).toBe(302);
      const callback = await app.http().get(paid.headers.location);
      expect(callback.status).toBe(302);
      const landing = new URL(callback.headers.location);
      expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:8080/app/payment-success.html');
      expect(landing.searchParams.get('success')).toBe('true');
      expect((await orderOf(body.meta.checkout.order_id)).state).toBe('fulfilled');
      const me = (await as(token).get('/api/me')).body.data.user.subscription;
      expect(me).toMatchObject({
        plan_id: 2,
        plan_name: 'Jetsetter',
        status: 'active',
        ai_quota_total: 100,
        ai_quota_used: 0,
      });
      const subs = await strapi.db
        .query('plugin::billing.subscription')
        .findMany({ where: { user_id: userId, state: 'active' } });
      expect(subs).toHaveLength(1);
      expect((await as(token).post('/api/me/subscribe', { plan_id: 2 })).body.error.type).toBe(
        'already_subscribed',
      );
    });

    it('upgrades with proration and the same renewal date; units used carry over', async () => {
      const ledger = billing(strapi).subscriptions;
      const user = (await accounts(strapi).users.findById(userId))!;
      await ledger.reserve(user);
      await ledger.reserve(user);
      const current = await ledger.entitlement(user);
      expect((await as(token).post('/api/me/upgrade', { plan_id: '2' })).body.error.type).toBe(
        'already_subscribed',
      );
      // The Free plan is not sold at all, whatever is held (the amount is checked first).
      expect((await as(token).post('/api/me/upgrade', { plan_id: 1 })).body.error.type).toBe(
        'checkout_failed',
      );
      const res = await as(token).post('/api/me/upgrade', { plan_id: '3' });
      expect(res.status).toBe(200);
      // Bought at the start of the period: almost all of the difference.
      expect(res.body.meta.checkout.amount_cents).toBeGreaterThan(29900 - 50);
      expect(res.body.meta.checkout.amount_cents).toBeLessThanOrEqual(30000);
      const checkoutUrl = new URL(res.body.meta.checkout.checkout_url);
      const path = `${checkoutUrl.pathname}${checkoutUrl.search}`;
      await app.http().post(path).type('form').send({ action: 'pay' });
      const upgraded = await ledger.entitlement(user);
      expect(upgraded).toMatchObject({ plan_id: 3, state: 'active', ai_quota_total: 1000, ai_quota_used: 2 });
      expect(new Date(upgraded.renews_at!).toISOString()).toBe(new Date(current.renews_at!).toISOString());
      const old = await strapi.db
        .query('plugin::billing.subscription')
        .findOne({ where: { id: current.id } });
      expect(old.state).toBe('cancelled');
    });

    it('a paid plan held: the Free plan is 422 checkout_failed, a cheaper one 422 not_an_upgrade, the same 409 (checkout too)', async () => {
      expect(
        (await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: 1 })).body.error
          .type,
      ).toBe('checkout_failed');
      expect((await as(token).post('/api/me/subscribe', { plan_id: 1 })).body.error.type).toBe(
        'checkout_failed',
      );
      expect(
        (await as(token).post('/api/checkout/initiate', { type: 'subscription', plan_id: 2 })).body.error
          .type,
      ).toBe('not_an_upgrade');
      const same = await as(token).post('/api/checkout/initiate', { type: 'subscription', plan_id: 3 });
      expect([same.status, same.body.error.type]).toEqual([409, 'already_subscribed']);
    });

    it('cancels: entitled until the end of the period; again → 422', async () => {
      const res = await as(token).post('/api/me/subscription/cancel');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'cancelled',
        renews_at: null,
        ends_at: expect.any(String),
        plan_name: 'Imperial Concierge',
      });
      expect(res.body.data.plan).toMatchObject({
        id: 3,
        name: 'Imperial Concierge',
        price_cents: 49900,
        ai_quota_monthly: 1000,
      });
      expect((await as(token).get('/api/me/subscription')).body.data.status).toBe('cancelled');
      const again = await as(token).post('/api/me/subscription/cancel');
      expect(again.status).toBe(422);
      expect(again.body.error.type).toBe('no_active_subscription');
    });

    it('declines on the sandbox page: the order fails and the subscription never activates', async () => {
      const other = await newUser('decliner@example.test');
      const { body } = await as(other.token).post('/api/me/subscribe', { plan_id: 3 });
      const checkoutUrl = new URL(body.meta.checkout.checkout_url);
      const path = `${checkoutUrl.pathname}${checkoutUrl.search}`;
      const declined = await app.http().post(path).type('form').send({ action: 'decline' });
      const callback = await app.http().get(declined.headers.location);
      expect(new URL(callback.headers.location).searchParams.get('success')).toBe('false');
      expect((await orderOf(body.meta.checkout.order_id)).state).toBe('failed');
      expect((await as(other.token).get('/api/me')).body.data.user.subscription.plan_name).toBe('Free');
      const pending = await strapi.db
        .query('plugin::billing.subscription')
        .findOne({ where: { order_id: body.meta.checkout.order_id } });
      expect(pending.state).toBe('expired');
      expect((await app.http().get(path)).text).toContain('This order is failed.');
    });

    it('validates plan_id: unknown or inactive → 422 on plan_id, the Free plan → 422 checkout_failed', async () => {
      const other = await newUser('validator@example.test');
      for (const plan_id of [999, '99999999999', 2 ** 40]) {
        expect(
          (await as(other.token).post('/api/me/subscribe', { plan_id })).body.error.validation_errors,
        ).toEqual([{ field: 'plan_id', message: 'The selected plan id is invalid.' }]);
      }
      expect((await app.http().get('/api/plans/99999999999')).body.error).toMatchObject({
        status: 404,
        message: 'Plan not found',
      });
      expect((await as(other.token).get('/api/orders/lookup/99999999999')).status).toBe(404);
      expect((await as(other.token).post('/api/me/subscribe', { plan_id: 'two' })).status).toBe(422);
      expect((await as(other.token).post('/api/me/subscribe', {})).status).toBe(422);
      expect((await as(other.token).post('/api/me/upgrade', { plan_id: 1 })).body.error.type).toBe(
        'checkout_failed',
      );
    });
  });

  describe('checkout initiate', () => {
    it('is idempotent by key (body or header) and refuses a key of a finished order with 409', async () => {
      const { token } = await newUser('idem@example.test');
      const first = await as(token).post('/api/payments/initiate', {
        type: 'subscription',
        plan_id: 2,
        idempotency_key: 'k-1',
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        order_id: expect.any(Number),
        merchant_order_id: expect.any(String),
        client_secret: expect.any(String),
        checkout_url: expect.any(String),
        amount_cents: 19900,
        currency: 'EGP',
        expires_at: expect.any(String),
      });
      const again = await app
        .http()
        .post('/api/checkout/initiate')
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', 'k-1')
        .send({ type: 'subscription', plan_id: 2 });
      expect(again.body.data).toEqual(first.body.data);
      expect(again.headers.deprecation).toBe('true');
      expect(
        await strapi.db.query('plugin::billing.order').count({ where: { idempotency_key: 'k-1' } }),
      ).toBe(1);
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () =>
          as(token).post('/api/payments/initiate', {
            type: 'subscription',
            plan_id: 3,
            idempotency_key: 'k-2',
          }),
        ),
      );
      expect(new Set(concurrent.map((r) => r.body.data.order_id)).size).toBe(1);

      const order = await orderOf(first.body.data.order_id);
      await deliver(transactionFor(order, { success: false }));
      const finished = await as(token).post('/api/payments/initiate', {
        type: 'subscription',
        plan_id: 2,
        idempotency_key: 'k-1',
      });
      expect(finished.status).toBe(409);
      expect(finished.body.error.type).toBe('duplicate');
    });

    it('refuses a zero amount (422 checkout_failed), other types (422) and unverified callers (403)', async () => {
      const { token } = await newUser('zero@example.test');
      // The Free plan is held, but the amount is checked first (CONTRACT §10): no order is created.
      const free = await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: 1 });
      expect([free.status, free.body.error.type, free.body.error.message]).toEqual([
        422,
        'checkout_failed',
        'Invalid order amount.',
      ]);
      expect((await as(token).post('/api/me/subscribe', { plan_id: 1 })).body.error.type).toBe(
        'checkout_failed',
      );
      expect((await as(token).post('/api/me/upgrade', { plan_id: 1 })).body.error.type).toBe(
        'checkout_failed',
      );
      expect(
        await strapi.db.query('plugin::billing.order').count({
          where: {
            user_id: (
              await strapi.db
                .query('plugin::users-permissions.user')
                .findOne({ where: { email: 'zero@example.test' } })
            ).id,
          },
        }),
      ).toBe(0);
      await strapi.db.query('plugin::billing.plan').create({
        data: { name: 'Zero', price_cents: 0, currency: 'EGP', ai_quota_monthly: 1, is_active: true },
      });
      const zero = await strapi.db.query('plugin::billing.plan').findOne({ where: { name: 'Zero' } });
      const res = await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: zero.id });
      expect([res.status, res.body.error.type, res.body.error.message]).toEqual([
        422,
        'checkout_failed',
        'Invalid order amount.',
      ]);
      expect((await as(token).post('/api/payments/initiate', { type: 'trip_fork', trip_id: 1 })).status).toBe(
        422,
      );
      const unverified = await createUser(strapi, {
        email: 'unverified-buyer@example.test',
        confirmed: false,
      });
      expect(
        (
          await as(await tokenFor(strapi, unverified)).post('/api/payments/initiate', {
            type: 'subscription',
            plan_id: 2,
          })
        ).body.error.type,
      ).toBe('email_not_verified');
    });
  });

  describe("plan changes through checkout (the legacy frontend's only way, CONTRACT §5)", () => {
    it('upgrades a paid plan exactly as /me/upgrade: prorated, same renewal, fulfilled by the webhook', async () => {
      const { token, user } = await newUser('checkout-upgrade@example.test');
      const first = await as(token).post('/api/checkout/initiate', { type: 'subscription', plan_id: 2 });
      expect(first.body.data.amount_cents).toBe(19900);
      await deliver(transactionFor(await orderOf(first.body.data.order_id)));
      const ledger = billing(strapi).subscriptions;
      const jetsetter = await ledger.entitlement(user);
      expect(jetsetter).toMatchObject({ plan_id: 2, state: 'active' });

      const upgrade = await as(token).post('/api/checkout/initiate', {
        type: 'subscription',
        plan_id: 3,
        idempotency_key: 'upgrade-1',
      });
      expect(upgrade.status).toBe(200);
      expect(upgrade.body.data.amount_cents).toBeGreaterThan(29900 - 50);
      expect(upgrade.body.data.amount_cents).toBeLessThanOrEqual(30000);
      expect((await as(token).get('/api/me')).body.data.user.subscription.plan).toMatchObject({
        id: 2,
        name: 'Jetsetter',
      });
      const replay = await as(token).post('/api/checkout/initiate', {
        type: 'subscription',
        plan_id: 3,
        idempotency_key: 'upgrade-1',
      });
      expect(replay.body.data).toEqual(upgrade.body.data);
      expect(await strapi.db.query('plugin::billing.order').count({ where: { user_id: user.id } })).toBe(2);

      await deliver(transactionFor(await orderOf(upgrade.body.data.order_id)));
      expect((await orderOf(upgrade.body.data.order_id)).state).toBe('fulfilled');
      const imperial = await ledger.entitlement(user);
      expect(imperial).toMatchObject({ plan_id: 3, state: 'active', ai_quota_total: 1000 });
      expect(new Date(imperial.renews_at!).toISOString()).toBe(new Date(jetsetter.renews_at!).toISOString());
      expect(
        (await strapi.db.query('plugin::billing.subscription').findOne({ where: { id: jetsetter.id } }))
          .state,
      ).toBe('cancelled');
    });
  });

  describe('plan changes: one order of checks on /me/subscribe, /me/upgrade and /payments/initiate (CONTRACT §10)', () => {
    const ROUTES = [
      ['/api/me/subscribe', {}],
      ['/api/me/upgrade', {}],
      ['/api/payments/initiate', { type: 'subscription' }],
    ] as const;
    /** A verified user holding a paid plan, paid through the webhook. */
    const holding = async (email: string, planId: number) => {
      const { token, user } = await newUser(email);
      const { body } = await as(token).post('/api/payments/initiate', {
        type: 'subscription',
        plan_id: planId,
      });
      await deliver(transactionFor(await orderOf(body.data.order_id)));
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
        plan_id: planId,
        status: 'active',
      });
      return { token, user };
    };
    const orderCount = (userId: number) =>
      strapi.db.query('plugin::billing.order').count({ where: { user_id: userId } });

    it('the plan held is 409 already_subscribed, a cheaper paid plan 422 not_an_upgrade, the Free plan 422 checkout_failed — no order', async () => {
      const imperial = await holding('holds-imperial@example.test', 3);
      const jetsetter = await holding('holds-jetsetter@example.test', 2);
      const answers = [];
      for (const [path, extra] of ROUTES) {
        const ask = (token: string, plan_id: number) => as(token).post(path, { ...extra, plan_id });
        for (const [who, token, planId] of [
          ['imperial', imperial.token, 3],
          ['imperial', imperial.token, 2],
          ['imperial', imperial.token, 1],
          ['jetsetter', jetsetter.token, 2],
          ['jetsetter', jetsetter.token, 1],
        ] as const) {
          const res = await ask(token, planId);
          answers.push([path, who, planId, res.status, res.body.error?.type, res.body.error?.message]);
        }
      }
      const expected = (path: string) => [
        [path, 'imperial', 3, 409, 'already_subscribed', 'You are already subscribed to Imperial Concierge.'],
        [path, 'imperial', 2, 422, 'not_an_upgrade', 'Jetsetter is not an upgrade of Imperial Concierge.'],
        [path, 'imperial', 1, 422, 'checkout_failed', 'Invalid order amount.'],
        [path, 'jetsetter', 2, 409, 'already_subscribed', 'You are already subscribed to Jetsetter.'],
        [path, 'jetsetter', 1, 422, 'checkout_failed', 'Invalid order amount.'],
      ];
      expect(answers).toEqual(ROUTES.flatMap(([path]) => expected(path)));
      // Nothing was ordered beyond the plan each one bought, and it is still the one held.
      expect([await orderCount(imperial.user.id), await orderCount(jetsetter.user.id)]).toEqual([1, 1]);
      expect((await as(imperial.token).get('/api/me/subscription')).body.data.plan_id).toBe(3);
    });

    it('a dearer plan is the prorated upgrade on every route, /me/subscribe included', async () => {
      for (const [path, extra] of ROUTES) {
        const { token } = await holding(`dearer-${path.replace(/\W/g, '')}@example.test`, 2);
        const res = await as(token).post(path, { ...extra, plan_id: 3 });
        expect([path, res.status]).toEqual([path, 200]);
        const checkout = res.body.meta?.checkout ?? res.body.data;
        expect(checkout.amount_cents).toBeGreaterThan(29900 - 50);
        expect(checkout.amount_cents).toBeLessThanOrEqual(30000);
        await pressOnSandbox(app, checkout.checkout_url, 'pay');
        expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
          plan_id: 3,
          status: 'active',
        });
      }
    });

    it('never refuses a dearer plan because its prorated difference rounds to nothing: one minor unit', async () => {
      const { token, user } = await holding('last-seconds@example.test', 2);
      // The last seconds of a month-long period: 30000 × 5 s / 30 days rounds to 0.
      await strapi.db
        .connection('billing_subscriptions')
        .where({ user_id: user.id, state: 'active' })
        .update({
          period_start: new Date(Date.now() - 30 * 86400000),
          period_end: new Date(Date.now() + 5000),
          renews_at: new Date(Date.now() + 5000),
        });
      const res = await as(token).post('/api/me/upgrade', { plan_id: 3 });
      expect([res.status, res.body.error?.type]).toEqual([200, undefined]);
      expect(res.body.meta.checkout.amount_cents).toBe(1);
      expect(res.body.data).toMatchObject({ plan_id: 3, status: 'pending' });
    });
  });

  describe('the payment reference of every Subscription (legacy provider, provider_ref; CONTRACT §5)', () => {
    it('Free and pending have none; a plan paid on the sandbox page carries its provider and order reference everywhere', async () => {
      const { token, user } = await newUser('receipt@example.test');
      const none = { provider: null, provider_ref: null };
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
        plan_name: 'Free',
        ...none,
      });
      expect((await as(token).get('/api/me')).body.data.user.subscription).toMatchObject(none);

      const subscribed = await as(token).post('/api/me/subscribe', { plan_id: 2 });
      expect(subscribed.body.data).toMatchObject({ status: 'pending', ...none });
      const landing = await pressOnSandbox(app, subscribed.body.meta.checkout.checkout_url, 'pay');
      expect(new URL(landing.headers.location).searchParams.get('success')).toBe('true');
      // Legacy: provider_ref is the payment reference ORDER_{id}_{time}, our merchant order id.
      const paid = { provider: 'sandbox', provider_ref: subscribed.body.meta.checkout.merchant_order_id };
      expect(paid.provider_ref).toMatch(/^ORDER_\d+_\d+$/);

      await accounts(strapi).users.update(user.id, { password: 'receipt-password' });
      const login = await app
        .http()
        .post('/api/login')
        .send({ email: 'receipt@example.test', password: 'receipt-password' });
      const shown = {
        '/me/subscription': (await as(token).get('/api/me/subscription')).body.data,
        '/me': (await as(token).get('/api/me')).body.data.user.subscription,
        '/user': (await as(token).get('/api/user')).body.data.user.subscription,
        '/me/ai-quota': (await as(token).get('/api/me/ai-quota')).body.data,
        '/dashboard': (await as(token).get('/api/dashboard')).body.data.subscription,
        '/login': login.body.data.user.subscription,
      };
      for (const [where, subscription] of Object.entries(shown))
        expect([where, subscription]).toEqual([
          where,
          expect.objectContaining({ plan_id: 2, status: 'active', ...paid }),
        ]);

      // An upgrade is pending (no reference) while the plan held keeps its own; paid, it has its order's.
      const upgrade = await as(token).post('/api/me/upgrade', { plan_id: 3 });
      expect(upgrade.body.data).toMatchObject({ status: 'pending', plan_id: 3, ...none });
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject(paid);
      await pressOnSandbox(app, upgrade.body.meta.checkout.checkout_url, 'pay');
      const upgraded = { provider: 'sandbox', provider_ref: upgrade.body.meta.checkout.merchant_order_id };
      expect(upgraded.provider_ref).not.toBe(paid.provider_ref);
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
        plan_id: 3,
        status: 'active',
        ...upgraded,
      });
      const cancelled = await as(token).post('/api/me/subscription/cancel');
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', ...upgraded });
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject(upgraded);
    });

    it('a declined order gives no reference: the subscription never paid shows none', async () => {
      const { token } = await newUser('receipt-declined@example.test');
      const { body } = await as(token).post('/api/me/subscribe', { plan_id: 3 });
      await pressOnSandbox(app, body.meta.checkout.checkout_url, 'decline');
      const expired = await billing(strapi).subscriptions.present(
        await strapi.db
          .query('plugin::billing.subscription')
          .findOne({ where: { order_id: body.meta.checkout.order_id } }),
      );
      expect(expired).toMatchObject({ status: 'expired', provider: null, provider_ref: null });
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
        plan_name: 'Free',
        provider: null,
        provider_ref: null,
      });
    });
  });

  describe('idempotency keys', () => {
    it.each([
      [
        'a header over 64 characters',
        (token: string) =>
          as(token)
            .post('/api/payments/initiate', { type: 'subscription', plan_id: 2 })
            .set('Idempotency-Key', 'k'.repeat(300)),
      ],
      [
        'a body key over 64 characters on subscribe',
        (token: string) =>
          as(token).post('/api/me/subscribe', { plan_id: 2, idempotency_key: 'k'.repeat(300) }),
      ],
      [
        'an operator object on subscribe',
        (token: string) =>
          as(token).post('/api/me/subscribe', { plan_id: 2, idempotency_key: { $ne: null } }),
      ],
      [
        'a list on initiate',
        (token: string) =>
          as(token).post('/api/payments/initiate', {
            type: 'subscription',
            plan_id: 2,
            idempotency_key: ['a'],
          }),
      ],
    ])('refuses %s with 422 on idempotency_key and creates no order', async (_, send) => {
      const { token, user } = await newUser(`key-${Math.random()}@example.test`);
      const res = await send(token);
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([
        'idempotency_key',
      ]);
      expect(await strapi.db.query('plugin::billing.order').count({ where: { user_id: user.id } })).toBe(0);
    });

    it('takes the key of subscribe from the header as well', async () => {
      const { token } = await newUser('key-header@example.test');
      const first = await as(token)
        .post('/api/me/subscribe', { plan_id: 2 })
        .set('Idempotency-Key', 'same-key');
      const again = await as(token)
        .post('/api/me/subscribe', { plan_id: 2 })
        .set('Idempotency-Key', 'same-key');
      expect(again.body.meta.checkout.order_id).toBe(first.body.meta.checkout.order_id);
    });
  });

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

  describe('the role matrix of the subscription routes', () => {
    it('needs a verified account with the permission', async () => {
      expect((await app.http().get('/api/me/subscription')).status).toBe(401);
      const agency = await newUser('agency-sub@example.test', 'agency');
      expect((await as(agency.token).post('/api/me/subscribe', { plan_id: 2 })).body.error.type).toBe(
        'forbidden',
      );
      const { token } = await newUser('matrix@example.test');
      expect((await as(token).get('/api/me/subscription')).body.data).toMatchObject({
        plan_name: 'Free',
        status: 'active',
        provider: null,
        provider_ref: null,
      });
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
