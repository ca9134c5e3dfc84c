import type { Core } from '@strapi/strapi';
import { transactionFor } from '../helpers/paymob';
import type { TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { billingShortcuts, bootBilling } from '../helpers/billing';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** CONTRACT §10: GET /me/payments, the caller's payments that the legacy dashboard lists. */
describe('billing: the caller’s payments (GET /me/payments)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  beforeAll(async () => ({ app, strapi } = await bootBilling()));
  afterAll(() => app?.close());
  const { newUser, as, orderOf, deliver } = billingShortcuts(() => app);

  /** A checkout of the caller, answered by the provider: paid, or declined. */
  const settle = async (token: string, body: Json, success = true) => {
    const res = await as(token).post('/api/payments/initiate', body);
    expect(res.status).toBe(200);
    const order = await orderOf(res.body.data.order_id);
    const obj = transactionFor(order, { success });
    expect((await deliver(obj)).body).toEqual({ success: true, message: 'Processed' });
    return { order, obj };
  };
  const trip = async (token: string, body: Json) =>
    (await as(token).post('/api/trips', body)).body.data as { id: number };

  it('answers an empty page, with the list headers, for a caller who has paid nothing', async () => {
    const { token } = await newUser('payments-none@example.test');
    // A checkout the provider has not answered yet is an order, not a payment.
    expect((await as(token).post('/api/me/subscribe', { plan_id: 2 })).status).toBe(200);
    const res = await as(token).get('/api/me/payments');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [] });
    expect(res.body.meta.pagination).toMatchObject({ page: 1, per_page: 20, total: 0 });
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lists only the caller’s payments, newest first, each with what it paid for', async () => {
    const buyer = await newUser('payments-buyer@example.test');
    const other = await newUser('payments-other@example.test');
    const source = await trip(other.token, { title: 'Worth a fork', is_public: true });
    const own = await trip(buyer.token, { title: 'A package', budget: 700 });

    const theirs = await settle(other.token, { type: 'subscription', plan_id: 2 });
    const subscription = await settle(buyer.token, { type: 'subscription', plan_id: 2 });
    const fork = await settle(buyer.token, { type: 'trip_fork', trip_id: source.id }, false);
    const pkg = await settle(buyer.token, { type: 'trip_package', trip_id: own.id });

    const res = await as(buyer.token).get('/api/me/payments');
    expect(res.status).toBe(200);
    const rows = res.body.data as Json[];
    expect(rows.map((row) => [row.order_id, row.purpose, row.status])).toEqual([
      [pkg.order.id, 'trip_package', 'paid'],
      [fork.order.id, 'trip_fork', 'failed'],
      [subscription.order.id, 'subscription', 'paid'],
    ]);
    expect(rows.some((row) => row.order_id === theirs.order.id)).toBe(false);
    const recorded = await strapi.db
      .query('plugin::billing.payment')
      .findOne({ where: { order_id: pkg.order.id } });
    expect(rows[0]).toEqual({
      id: recorded.id,
      order_id: pkg.order.id,
      merchant_order_id: pkg.order.merchant_order_id,
      amount_cents: pkg.order.total_cents,
      currency: 'EGP',
      status: 'paid',
      provider: 'sandbox',
      provider_ref: String(pkg.obj.id),
      purpose: 'trip_package',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const times = rows.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The other user sees their one payment, never the buyer's.
    const theirList = (await as(other.token).get('/api/me/payments')).body.data as Json[];
    expect(theirList.map((row) => row.order_id)).toEqual([theirs.order.id]);
  });

  it('paginates with the headers and the legacy meta, and refuses a bad page size', async () => {
    const { token } = await newUser('payments-pages@example.test');
    const orders: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const made = await trip(token, { title: `Package ${i}`, budget: 100 + i });
      orders.push((await settle(token, { type: 'trip_package', trip_id: made.id })).order.id);
    }
    const first = await as(token).get('/api/me/payments?per_page=2');
    expect(first.body.data.map((row: Json) => row.order_id)).toEqual([orders[2], orders[1]]);
    expect(first.headers).toMatchObject({
      'x-total-count': '3',
      'x-page': '1',
      'x-per-page': '2',
      'x-total-pages': '2',
    });
    expect(first.headers.link).toContain('rel="next"');
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 3, from: 1, to: 2 });
    const second = await as(token).get('/api/me/payments?per_page=2&page=2');
    expect(second.body.data.map((row: Json) => row.order_id)).toEqual([orders[0]]);
    const past = await as(token).get('/api/me/payments?per_page=2&page=3');
    expect([past.status, past.body.data]).toEqual([200, []]);

    const bad = await as(token).get('/api/me/payments?per_page=0');
    expect([bad.status, bad.body.error.validation_errors[0].field]).toEqual([422, 'per_page']);
  });

  it('needs a verified session: anonymous 401, unverified 403, a personal access token 403', async () => {
    expect((await app.http().get('/api/me/payments')).status).toBe(401);
    const stranger = await createUser(strapi, {
      email: 'payments-unverified@example.test',
      confirmed: false,
    });
    const unverified = await tokenFor(strapi, stranger);
    const refused = await as(unverified).get('/api/me/payments');
    expect([refused.status, refused.body.error.type]).toEqual([403, 'email_not_verified']);

    const { token } = await newUser('payments-pat@example.test');
    const pat = await as(token).post('/api/me/tokens', { name: 'agent', scopes: ['checkout', 'trips:read'] });
    expect(pat.status).toBe(201);
    const withPat = await as(pat.body.data.token).get('/api/me/payments');
    expect([withPat.status, withPat.body.error.type]).toEqual([403, 'insufficient_scope']);
  });
});
