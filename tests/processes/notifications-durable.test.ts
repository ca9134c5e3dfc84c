import { spawn, type ChildProcess } from 'child_process';
import type { Core } from '@strapi/strapi';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startSecondInstance } from '../helpers/second-instance';
import { startSmtpServer } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';
import { deliverKillingAtFirstProcessed, deliverWebhook } from '../helpers/webhook-delivery';
import { freePort, sleep, waitUntil } from '../helpers/wait';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Order = {
  id: number;
  user_id: number;
  merchant_order_id: string;
  provider_order_id: string;
  total_cents: number;
  currency: string;
};

/** `count` customers, each with a pending subscription order (the checkout as a client makes it). */
const pendingOrders = async (app: TestApp, domain: string, count: number): Promise<Order[]> => {
  const orders: Order[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await createUser(app.strapi, { email: `buyer${n}@${domain}` });
    const res = await app
      .http()
      .post('/api/me/subscribe')
      .set('Authorization', `Bearer ${await tokenFor(app.strapi, user)}`)
      .send({ plan_id: 2 });
    expect(res.status).toBe(200);
    orders.push(
      await app.strapi.db
        .query('plugin::billing.order')
        .findOne({ where: { id: res.body.meta.checkout.order_id } }),
    );
  }
  return orders;
};

/**
 * Every paid order's buyer has exactly one payment notification and exactly one mail; a buyer whose
 * order is not paid has neither.
 */
const expectToldOnce = async (strapi: Core.Strapi, smtp: Smtp, orders: Order[], domain: string) => {
  const states = new Map<number, string>();
  for (const order of orders)
    states.set(
      order.id,
      (await strapi.db.query('plugin::billing.order').findOne({ where: { id: order.id } })).state,
    );
  const paid = orders.filter((order) => states.get(order.id) === 'fulfilled');
  const told = async () =>
    (await strapi.db.query('api::notification.notification').findMany({
      where: { type: 'payment_succeeded', user_id: { $in: orders.map((o) => o.user_id) } },
    })) as Array<{
      user_id: number;
      emailed_at: string | null;
    }>;
  const mailsTo = (n: number) =>
    smtp.inbox.filter((mail) => mail.to === `buyer${n}@${domain}` && /Payment successful/.test(mail.subject));
  await waitUntil(
    async () => {
      const rows = await told();
      return rows.length === paid.length && rows.every((row) => row.emailed_at !== null);
    },
    60000,
    `${paid.length} notifications and their mails`,
    200,
  );
  await sleep(1000); // anything that would come twice has had time to
  const rows = await told();
  expect(rows.map((row) => row.user_id).sort((a, b) => a - b)).toEqual(
    paid.map((order) => order.user_id).sort((a, b) => a - b),
  );
  orders.forEach((order, n) =>
    expect([n, mailsTo(n).length]).toEqual([n, states.get(order.id) === 'fulfilled' ? 1 : 0]),
  );
  return paid.length;
};

describe('what a paid order owes its buyer survives the instance and Redis (issue 20 item 1)', () => {
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  describe('kill -9 of the instance right after it answered Processed', () => {
    let app: TestApp;
    const domain = 'killed.test';
    beforeAll(async () => {
      // This instance only serves the test's own reads: no relay runs here.
      app = await bootStrapi({
        env: {
          ...smtp.env,
          QUEUE_WORKERS: 'false',
          THROTTLE_CHECKOUT: '100000/60',
          THROTTLE_WEBHOOKS: '100000/60',
        },
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('tells every buyer exactly once, after another instance takes over', async () => {
      const orders = await pendingOrders(app, domain, 30);
      const env = { QUEUE_WORKERS: 'true', OUTBOX_LEASE_MS: '2000', QUEUE_BACKOFF_MS: '200' };
      const doomed = await startSecondInstance(env);
      const answers = await deliverKillingAtFirstProcessed(doomed, orders);
      expect(answers).toContain('Processed');

      const heir = await startSecondInstance(env);
      try {
        // The provider delivers again what got no answer; what was processed answers so.
        for (const [n, order] of orders.entries())
          if (answers[n] !== 'Processed') await deliverWebhook(heir.url, order);
        for (const [n, order] of orders.entries())
          if (answers[n] === 'Processed')
            expect(await deliverWebhook(heir.url, order)).toBe('Already processed');
        expect(await expectToldOnce(app.strapi, smtp, orders, domain)).toBe(orders.length);
      } finally {
        await heir.stop();
      }
    });
  });

  // Only where Redis is in play (the PostgreSQL + Redis run): a Redis of the test's own is stopped.
  const onRedis = process.env.REDIS_URL ? describe : describe.skip;
  onRedis('Redis stopped while 200 orders are paid', () => {
    let app: TestApp;
    let redis: ChildProcess | null = null;
    let port: number;
    const domain = 'redis-down.test';
    const startRedis = async () => {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await sleep(300);
    };
    const stopRedis = async () => {
      const exited = new Promise((resolve) => redis?.once('exit', resolve));
      redis?.kill('SIGKILL');
      await exited;
      redis = null;
    };

    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      app = await bootStrapi({
        env: {
          ...smtp.env,
          REDIS_URL: `redis://127.0.0.1:${port}`,
          THROTTLE_CHECKOUT: '100000/60',
          THROTTLE_WEBHOOKS: '100000/60',
          QUEUE_BACKOFF_MS: '200',
        },
      });
    });
    afterAll(async () => {
      await app?.close();
      if (redis) await stopRedis();
    });

    it('tells every buyer exactly once after Redis is back', async () => {
      const orders = await pendingOrders(app, domain, 200);
      const paying = (batch: Order[]) => Promise.all(batch.map((order) => deliverWebhook(app.url, order)));
      expect(new Set(await paying(orders.slice(0, 50)))).toEqual(new Set(['Processed']));
      await stopRedis();
      const duringOutage: string[] = [];
      for (let start = 50; start < 200; start += 25)
        duringOutage.push(...(await paying(orders.slice(start, start + 25))));
      expect(new Set(duringOutage)).toEqual(new Set(['Processed']));
      await sleep(3000);
      await startRedis();
      expect(await expectToldOnce(app.strapi, smtp, orders, domain)).toBe(200);
    });
  });
});
