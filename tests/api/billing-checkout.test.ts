import type { Core } from '@strapi/strapi';
import { billing } from '../../src/plugins/billing/public';
import { createUser, tokenFor } from '../helpers/users';
import { transactionFor } from '../helpers/paymob';
import { pressOnSandbox } from '../helpers/sandbox';
import type { TestApp } from '../helpers/strapi';
import { billingShortcuts, bootBilling } from '../helpers/billing';

describe('billing: checkout initiate, plan changes and idempotency keys (CONTRACT §5, §10)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  beforeAll(async () => ({ app, strapi } = await bootBilling()));
  afterAll(() => app?.close());
  const { newUser, as, orderOf, deliver } = billingShortcuts(() => app);

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
});
