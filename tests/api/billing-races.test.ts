import { startSecondInstance } from '../helpers/second-instance';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { hmacOf, returnParams, transactionFor, Tx } from '../helpers/paymob';
import type { Order } from '../helpers/billing';

/**
 * Issue 10 item 2: Paymob sends the webhook and the browser return at the same moment. Whichever
 * applies the transition, the return must report the order's state after it: a paid order is
 * never shown as "Payment failed". On PostgreSQL the two go to two instances (CI's second pass);
 * on SQLite (one file, one process) to one.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const ORDERS = 30;

const returnQuery = (obj: Tx) => new URLSearchParams({ ...returnParams(obj), hmac: hmacOf(obj) });

describe('the browser return racing the webhook', () => {
  let app: TestApp;
  let other: { http: TestApp['http']; stop(): Promise<void> } | null = null;

  beforeAll(async () => {
    app = await bootStrapi({ env: { THROTTLE_CHECKOUT: '1000/60', THROTTLE_WEBHOOKS: '100000/60' } });
    if (onPostgres) other = await startSecondInstance();
  });
  afterAll(async () => {
    await other?.stop();
    await app?.close();
  });

  const pendingOrders = async (prefix: string): Promise<Order[]> => {
    const orders: Order[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const user = await createUser(app.strapi, { email: `${prefix}-${i}@example.test` });
      const token = await tokenFor(app.strapi, user);
      const res = await app
        .http()
        .post('/api/me/subscribe')
        .set('Authorization', `Bearer ${token}`)
        .send({ plan_id: 2 });
      orders.push(
        await app.strapi.db
          .query('plugin::billing.order')
          .findOne({ where: { id: res.body.meta.checkout.order_id } }),
      );
    }
    return orders;
  };

  it.each([
    ['the legacy JSON (Accept: application/json)', 'json'],
    ['the redirect to the frontend', 'redirect'],
  ])('always reports a paid order as paid: %s', async (_label, form) => {
    const orders = await pendingOrders(`race-${form}`);
    const returns = (other ?? app).http;
    const outcomes = await Promise.all(
      orders.map(async (order) => {
        const obj = transactionFor(order);
        const [webhook, back] = await Promise.all([
          app
            .http()
            .post(`/api/payments/webhook?hmac=${hmacOf(obj)}`)
            .send({ type: 'TRANSACTION', obj }),
          form === 'json'
            ? returns()
                .get(`/api/payments/callback?${returnQuery(obj)}`)
                .set('Accept', 'application/json')
            : returns().get(`/api/paymob/callback?${returnQuery(obj)}`),
        ]);
        expect(webhook.status).toBe(200);
        if (form === 'json') return { said: back.body.data.success, message: back.body.message };
        const landing = new URL(back.headers.location);
        return {
          said: landing.searchParams.get('success') === 'true',
          message: landing.searchParams.get('txn_response_code'),
        };
      }),
    );
    expect(outcomes.filter((outcome) => !outcome.said)).toEqual([]);
    for (const order of orders)
      expect(
        (await app.strapi.db.query('plugin::billing.order').findOne({ where: { id: order.id } })).state,
      ).toBe('fulfilled');
    expect(
      await app.strapi.db
        .query('plugin::billing.payment')
        .count({ where: { order_id: { $in: orders.map((o) => o.id) } } }),
    ).toBe(ORDERS);
  });
});
