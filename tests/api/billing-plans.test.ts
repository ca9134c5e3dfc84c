import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '../../src/plugins/contract/public';
import { billing } from '../../src/plugins/billing/public';
import { mountTestRoutes } from '../helpers/test-routes';
import type { TestApp } from '../helpers/strapi';
import { billingShortcuts, bootBilling } from '../helpers/billing';

/** POST /api/__test/ai-unit reserves one AI unit for the caller, as an AI route does. */
const mountAiUnitRoute = (strapi: Core.Strapi) =>
  mountTestRoutes(strapi, [
    {
      method: 'POST',
      path: '/ai-unit',
      access: 'verified',
      throttle: 'api',
      handler: async (ctx: Context) =>
        respond(ctx, await billing(strapi).subscriptions.reserve(ctx.state.user)),
    },
  ]);

describe('billing: plans, the quota ledger and who may subscribe (CONTRACT §4, §5)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  beforeAll(async () => ({ app, strapi } = await bootBilling({ beforeMount: mountAiUnitRoute })));
  afterAll(() => app?.close());
  const { newUser, as } = billingShortcuts(() => app);

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
});
