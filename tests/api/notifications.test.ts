import type { Core } from '@strapi/strapi';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { pressOnSandbox } from '../helpers/sandbox';
import { startSmtpServer } from '../helpers/smtp';
import { createMatrixCallers, createUser, tokenFor } from '../helpers/users';
import { hmacOf, transactionFor } from '../helpers/paymob';
import { notificationRules, notifications } from '../../src/api/notification/public';
import { billing } from '../../src/plugins/billing/public';
import { outbox, queue } from '../../src/plugins/queue/public';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('notifications: domain events through the outbox, in-app and by e-mail (issue 14)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const domain = 'notify.test';
  const call = (method: 'get' | 'post' | 'patch', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  // Domain events are delivered from the outbox a moment after the request that recorded them.
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outbox(strapi).idle(15000)).toBe(true);
    expect(await queue(strapi).idle(15000)).toBe(true);
  };
  const rowsOf = (who: string, type?: string) =>
    strapi.db
      .query('api::notification.notification')
      .findMany({ where: { user_id: ids[who], ...(type ? { type } : {}) }, orderBy: { id: 'asc' } });
  const subscribe = async (who: string) =>
    (await call('post', '/api/me/subscribe', who).send({ plan_id: 2 })).body.meta.checkout;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: {
        ...smtp.env,
        THROTTLE_CHECKOUT: '1000/60',
        THROTTLE_WEBHOOKS: '100000/60',
        QUEUE_BACKOFF_MS: '100',
        QUEUE_ATTEMPTS: '8',
      },
    });
    strapi = app.strapi;
    await createMatrixCallers(strapi, domain, tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  describe('a sandbox payment', () => {
    it('that succeeds tells the buyer in the app and by e-mail', async () => {
      const checkout = await subscribe('owner');
      const back = await pressOnSandbox(app, checkout.checkout_url, 'pay');
      expect(new URL(back.headers.location).searchParams.get('success')).toBe('true');
      await settle();
      const [row] = await rowsOf('owner', 'payment_succeeded');
      expect(row).toMatchObject({ title: 'Payment successful', state: 'unread' });
      expect(row.data).toMatchObject({ order_id: checkout.order_id, amount_cents: 19900, currency: 'EGP' });
      const mail = await smtp.waitFor(`owner@${domain}`, /Payment successful/);
      expect(mail.text).toContain('199.00 EGP');
      expect(mail.subject).toBe('Travel Planner: Payment successful');
      const listed = await call('get', '/api/notifications', 'owner');
      expect(listed.status).toBe(200);
      expect(listed.headers['x-total-count']).toBe('1');
      expect(listed.body.meta.unread_count).toBe(1);
      expect(listed.body.data[0]).toMatchObject({
        id: row.id,
        type: 'payment_succeeded',
        notifiable_type: 'user',
        notifiable_id: ids.owner,
        user_id: ids.owner,
        read_at: null,
        data: { order_id: checkout.order_id, amount_cents: 19900 },
      });
    });

    it('that is declined tells the buyer too', async () => {
      const checkout = await subscribe('other');
      await pressOnSandbox(app, checkout.checkout_url, 'decline');
      await settle();
      expect(await rowsOf('other', 'payment_failed')).toHaveLength(1);
      expect((await smtp.waitFor(`other@${domain}`, /Payment failed/)).text).toContain('did not go through');
    });

    it('paid the wrong amount tells the admins, not the buyer', async () => {
      const checkout = await subscribe('admin');
      const order = await strapi.db
        .query('plugin::billing.order')
        .findOne({ where: { id: checkout.order_id } });
      const obj = transactionFor(order, { amount_cents: 100 });
      const res = await app
        .http()
        .post(`/api/payments/webhook?hmac=${hmacOf(obj)}`)
        .send({ type: 'TRANSACTION', obj });
      expect(res.body.message).toBe('Amount mismatch');
      await settle();
      // One entry of the staff's shared inbox, which every admin sees in their own list.
      const alerts = await strapi.db
        .query('api::notification.notification')
        .findMany({ where: { type: 'payment_amount_mismatch' } });
      expect(alerts.map((row: Json) => [row.audience, row.user_id])).toEqual([['staff', null]]);
      expect(alerts[0].body).toContain('1.00 EGP instead of 199.00 EGP');
      const listed = (await call('get', '/api/notifications', 'admin')).body.data as Json[];
      expect(listed.find((row) => row.type === 'payment_amount_mismatch')).toMatchObject({
        id: alerts[0].id,
        user_id: ids.admin,
        status: 'unread',
      });
      expect(await rowsOf('owner', 'payment_amount_mismatch')).toEqual([]);
      const owners = (await call('get', '/api/notifications', 'owner')).body.data as Json[];
      expect(owners.map((row) => row.type)).not.toContain('payment_amount_mismatch');
    });
  });

  describe('reading', () => {
    it('marks one read (the first time is kept), only the caller’s own', async () => {
      const [mine] = await rowsOf('owner');
      const [theirs] = await rowsOf('other');
      const first = await call('patch', `/api/notifications/${mine.id}/read`, 'owner');
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ id: mine.id, status: 'read' });
      const again = await call('patch', `/api/notifications/${mine.id}/read`, 'owner');
      expect(again.body.data.read_at).toBe(first.body.data.read_at);
      for (const path of [`/api/notifications/${theirs.id}/read`, '/api/notifications/999999/read'])
        expect((await call('patch', path, 'owner')).status).toBe(404);
      expect((await rowsOf('other'))[0].state).toBe('unread');
      expect((await call('get', '/api/notifications', 'owner')).body.meta.unread_count).toBe(0);
    });

    it('marks all of the caller’s read and nobody else’s', async () => {
      const res = await call('patch', '/api/notifications/read-all', 'other');
      expect([res.status, res.body.data, res.body.meta.marked]).toEqual([200, null, 1]);
      expect((await rowsOf('other')).every((row: Json) => row.state === 'read')).toBe(true);
      const admins = (await call('get', '/api/notifications', 'admin')).body;
      expect(admins.data.length).toBeGreaterThan(0);
      expect(admins.data.every((row: Json) => row.status === 'unread')).toBe(true);
    });

    it.each([
      ['anonymous', undefined, 401],
      ['unverified', 'unverified', 403],
    ])('refuses %s callers', async (_name, who, status) => {
      for (const [method, path] of [
        ['get', '/api/notifications'],
        ['patch', '/api/notifications/read-all'],
        ['patch', '/api/notifications/1/read'],
      ] as const)
        expect((await call(method, path, who)).status).toBe(status);
    });

    it('lists everyone’s for admins, by type and user', async () => {
      expect((await call('get', '/api/admin/notifications', 'owner')).status).toBe(403);
      const all = await call('get', '/api/admin/notifications', 'admin');
      expect(all.status).toBe(200);
      expect(all.body.meta.pagination.total).toBeGreaterThanOrEqual(3);
      const filtered = await call(
        'get',
        `/api/admin/notifications?type=payment_failed&user_id=${ids.other}`,
        'admin',
      );
      expect(filtered.body.data.map((n: Json) => [n.type, n.user_id])).toEqual([
        ['payment_failed', ids.other],
      ]);
      expect((await call('get', '/api/admin/notifications?user_id=x', 'admin')).status).toBe(422);
    });
  });

  describe('subscription periods', () => {
    it('tells of a period ending in 3 days once, and of its expiry', async () => {
      const user = await createUser(strapi, { email: `renewer@${domain}` });
      [tokens.renewer, ids.renewer] = [await tokenFor(strapi, user), user.id];
      await pressOnSandbox(app, (await subscribe('renewer')).checkout_url, 'pay');
      const sub = await billing(strapi).subscriptions.entitlement({ id: ids.renewer });
      expect([sub.provider, sub.state]).toEqual(['paid', 'active']);
      const now = new Date();
      await strapi.db.query('plugin::billing.subscription').update({
        where: { id: sub.id },
        data: { period_end: new Date(now.getTime() + 2 * 86400000), renews_at: null },
      });
      const jobs = billing(strapi).jobs;
      expect(await jobs.remindRenewals(now)).toBe(1);
      expect(await jobs.remindRenewals(now)).toBe(0);
      await settle();
      expect(await rowsOf('renewer', 'subscription_ending')).toHaveLength(1);
      await smtp.waitFor(`renewer@${domain}`, /Your subscription ends soon/);
      expect(await jobs.expireSubscriptions(new Date(now.getTime() + 3 * 86400000))).toBeGreaterThanOrEqual(
        1,
      );
      await settle();
      // One notice: the paid plan's end, not the Free rows it had replaced.
      const [expired, ...more] = await rowsOf('renewer', 'subscription_expired');
      expect(more).toEqual([]);
      expect(expired.body).toBe('Your Jetsetter plan has ended; you are on the Free plan now.');
      await smtp.waitFor(`renewer@${domain}`, /Your subscription has ended/);
    });
  });

  describe('delivery', () => {
    it('greets a new account in the app (the verification mail greets by e-mail)', async () => {
      const res = await app
        .http()
        .post('/api/register')
        .send({
          name: 'Nour',
          email: `nour@${domain}`,
          phone: '+20 100 000 0001',
          password: 'secret-pass',
          password_confirmation: 'secret-pass',
        });
      expect(res.status).toBe(201);
      await settle();
      const rows = await strapi.db
        .query('api::notification.notification')
        .findMany({ where: { user_id: res.body.data.user.id } });
      expect(rows.map((row: Json) => [row.type, row.title, row.mail])).toEqual([
        ['welcome', 'Welcome to Travel Planner', false],
      ]);
      await smtp.waitFor(`nour@${domain}`, /verify your email/);
      expect(smtp.inbox.filter((m) => m.to === `nour@${domain}` && /Welcome/.test(m.subject))).toEqual([]);
    });

    it("runs the minute's billing tick as a queued job, once per minute", async () => {
      const at = '2031-01-01T10:00:00.000Z';
      const first = await queue(strapi).add('billing.tick', { at }, { key: `billing-tick:${at}` });
      const again = await queue(strapi).add('billing.tick', { at }, { key: `billing-tick:${at}` });
      expect([first.duplicate, again.duplicate]).toEqual([false, true]);
      await settle();
      const runs = await strapi.db
        .query('plugin::billing.job-run')
        .findMany({ where: { key: `billing@${at}` } });
      expect(runs).toHaveLength(1);
    });

    it('writes one row per occurrence however often the event comes', async () => {
      const before = (await rowsOf('other', 'payment_failed')).length;
      const [order] = await strapi.db
        .query('plugin::billing.order')
        .findMany({ where: { user_id: ids.other, state: 'failed' } });
      const delivery = notifications(strapi).delivery;
      const event = { order_id: order.id, user_id: ids.other, merchant_order_id: order.merchant_order_id };
      // Three events of one occurrence (no key: the outbox records each), and two repeated deliveries.
      await Promise.all([1, 2, 3].map(() => outbox(strapi).emit('billing.payment.failed', event)));
      const rule = notificationRules['billing.payment.failed'];
      // Two at once may meet at the unique index: the loser fails and would be delivered again.
      await Promise.allSettled(
        [1, 2].map(() => delivery.deliver(rule, { id: 0, topic: rule.event, payload: event })),
      );
      await settle();
      expect(await rowsOf('other', 'payment_failed')).toHaveLength(before);
    });

    it('waits for a fact the database does not show yet, and tells nothing that did not happen', async () => {
      const trip = await strapi.db.query('api::trip.trip').create({
        data: { title: 'Nile week', user_id: ids.owner, state: 'pending', no_of_days: 7 },
      });
      const event = { tripId: trip.id, userId: ids.owner, orderId: 1, code: 'ABCD1234' };
      await outbox(strapi).emit('trips.trip.booked', event);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await rowsOf('owner', 'trip_booked')).toEqual([]);
      // The booking "commits": the next try finds it.
      await strapi.db
        .query('api::trip.trip')
        .update({ where: { id: trip.id }, data: { state: 'booked', confirmation_code: 'ABCD1234' } });
      await settle();
      const [booked] = await rowsOf('owner', 'trip_booked');
      expect(booked.body).toContain('ABCD1234');
      expect(booked.data).toMatchObject({
        type: 'trip_booked',
        trip_id: trip.id,
        confirmation_code: 'ABCD1234',
      });
      await smtp.waitFor(`owner@${domain}`, /Trip booked/);
    });

    it('tells the owner of a public trip that it was copied', async () => {
      const source = await call('post', '/api/trips', 'owner').send({
        title: 'Shared Rome',
        is_public: true,
      });
      expect(source.status).toBe(201);
      const fork = await call('post', `/api/trips/${source.body.data.id}/fork`, 'other');
      expect(fork.status).toBe(201);
      await settle();
      const [told] = await rowsOf('owner', 'trip_forked');
      expect(told.data).toMatchObject({ trip_id: source.body.data.id, fork_id: fork.body.data.id });
      expect((await smtp.waitFor(`owner@${domain}`, /Your trip was copied/)).text).toContain('Shared Rome');
      expect(await rowsOf('other', 'trip_forked')).toEqual([]);
    });
  });
});
