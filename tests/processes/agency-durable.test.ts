import { ASSIGNMENT } from '../../src/api/agency/public';
import { outbox } from '../../src/plugins/queue/public';
import { createNamedCallers, marketplaceSteps } from '../helpers/agency';
import { requestsAs } from '../helpers/callers';
import { startSecondInstance } from '../helpers/second-instance';
import { startSmtpServer } from '../helpers/smtp';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { sleep, waitUntil } from '../helpers/wait';
import { deliverKillingAtFirstProcessed, deliverWebhook, type PaidOrder } from '../helpers/webhook-delivery';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CUSTOMERS = 8;
const DOMAIN = 'durable-agency.test';

/**
 * What a paid agency trip owes (issue 22; the quality bar's kill -9): the assignment completed and
 * the agency told once, in the app and by one mail, although the instance relaying the events is
 * killed with SIGKILL right after it answered the first payment webhook, and another takes over.
 */
describe('a paid agency trip completes its assignment once, across a kill -9 (issue 22)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = requestsAs(() => app, tokens);
  const customers = Array.from({ length: CUSTOMERS }, (_, n) => `customer${n}`);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // This instance serves the clients' requests and records events; it relays none of them.
    app = await bootStrapi({
      env: {
        ...smtp.env,
        QUEUE_WORKERS: 'false',
        THROTTLE_CHECKOUT: '100000/60',
        THROTTLE_WEBHOOKS: '100000/60',
      },
    });
    await createNamedCallers(
      app.strapi,
      DOMAIN,
      {
        agency: { role: 'agency' },
        admin: { role: 'admin' },
        ...Object.fromEntries(customers.map((name) => [name, { role: 'user' }])),
      },
      tokens,
      ids,
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('tells the agency of each paid trip exactly once after another instance takes over', async () => {
    const steps = marketplaceSteps(as);
    const orders: PaidOrder[] = [];
    const assignments: number[] = [];
    for (const customer of customers) {
      const id = await steps.request(customer, 'medium');
      await steps.route('admin', id, ids.agency);
      await steps.accept('agency', id);
      const trip = await steps.buildTrip('agency', id, { title: `Trip of ${customer}`, price: 800 });
      const checkout = await as(customer).post('/api/payments/initiate', {
        type: 'trip_package',
        trip_id: trip.id,
      });
      expect(checkout.status).toBe(200);
      orders.push(
        await app.strapi.db
          .query('plugin::billing.order')
          .findOne({ where: { id: checkout.body.data.order_id } }),
      );
      assignments.push(id);
    }
    const env = { QUEUE_WORKERS: 'true', OUTBOX_LEASE_MS: '2000', QUEUE_BACKOFF_MS: '200' };
    const doomed = await startSecondInstance(env);
    const answers = await deliverKillingAtFirstProcessed(doomed, orders);
    expect(answers).toContain('Processed');

    const heir = await startSecondInstance(env);
    try {
      // The provider delivers again what got no answer.
      for (const [n, order] of orders.entries())
        if (answers[n] !== 'Processed') await deliverWebhook(heir.url, order);
      expect(await outbox(app.strapi).idle(60000)).toBe(true);
      const completedRows = () =>
        app.strapi.db.query('api::notification.notification').findMany({
          where: { user_id: ids.agency, type: 'agency_assignment_completed' },
        }) as Promise<Json[]>;
      await waitUntil(
        async () => {
          const rows = await completedRows();
          return rows.length === CUSTOMERS && rows.every((row) => row.emailed_at !== null);
        },
        60000,
        'the agency told of every paid trip',
        200,
      );
      await sleep(1000); // anything that would come twice has had time to
      const states = await app.strapi.db
        .query(ASSIGNMENT)
        .findMany({ where: { id: { $in: assignments } }, select: ['state'] });
      expect(states.map((row: Json) => row.state)).toEqual(Array(CUSTOMERS).fill('completed'));
      const told = (await completedRows()).map((row) => row.data.agency_assignment_id).sort((a, b) => a - b);
      expect(told).toEqual([...assignments].sort((a, b) => a - b));
      const mails = smtp.inbox.filter(
        (mail) => mail.to === `agency@${DOMAIN}` && /Trip paid/.test(mail.subject),
      );
      expect(mails).toHaveLength(CUSTOMERS);
    } finally {
      await heir.stop();
    }
  });
});
