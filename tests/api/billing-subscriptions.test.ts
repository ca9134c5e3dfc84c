import type { Core } from '@strapi/strapi';
import { accounts } from '../../src/plugins/accounts/public';
import { billing } from '../../src/plugins/billing/public';
import { pressOnSandbox } from '../helpers/sandbox';
import type { TestApp } from '../helpers/strapi';
import { billingShortcuts, bootBilling } from '../helpers/billing';

describe('billing: subscribe, pay, upgrade, cancel, and the payment reference (CONTRACT §5)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  beforeAll(async () => ({ app, strapi } = await bootBilling()));
  afterAll(() => app?.close());
  const { newUser, as, orderOf } = billingShortcuts(() => app);

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
      const closed = await app.http().get(path);
      expect(closed.status).toBe(409);
      expect(closed.text).toContain('The payment of this order was declined.');
      const again = await app.http().post(path).type('form').send({ action: 'pay' });
      expect([again.status, (await orderOf(body.meta.checkout.order_id)).state]).toEqual([409, 'failed']);
      const unchosen = await app.http().post(path).type('form').send({});
      expect(unchosen.body.error.validation_errors).toEqual([
        { field: 'action', message: 'The selected action is invalid.' },
      ]);
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
});
