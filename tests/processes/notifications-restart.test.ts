import { bootStrapi, type TestApp } from '../helpers/strapi';
import { pressOnSandbox } from '../helpers/sandbox';
import { startSecondInstance } from '../helpers/second-instance';
import { startSmtpServer } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';
import { freePort, waitUntil } from '../helpers/wait';

// The notification and its mail are recorded in the database (the outbox): they outlive an
// instance on every driver, with or without Redis.
describe('a notification mail due survives a restart of the instance (the outbox)', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    // This instance serves HTTP and only records; the instances started below relay the events.
    app = await bootStrapi({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_IGNORE_TLS: 'true',
        MAIL_FROM: 'Travel Planner <no-reply@example.test>',
        QUEUE_WORKERS: 'false',
        QUEUE_BACKOFF_MS: '1000',
        QUEUE_ATTEMPTS: '12',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is written by one worker while the mail server is down, and sent by the next one after a restart', async () => {
    const user = await createUser(app.strapi, { email: 'restart@notify.test' });
    const token = await tokenFor(app.strapi, user);
    const checkout = (
      await app.http().post('/api/me/subscribe').set('Authorization', `Bearer ${token}`).send({ plan_id: 2 })
    ).body.meta.checkout;
    await pressOnSandbox(app, checkout.checkout_url, 'pay');
    const rows = () =>
      app.strapi.db
        .query('api::notification.notification')
        .findMany({ where: { user_id: user.id, type: 'payment_succeeded' } });
    // No relay here: the event waits in the outbox.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rows()).toEqual([]);

    const first = await startSecondInstance({ QUEUE_WORKERS: 'true' });
    try {
      await waitUntil(async () => (await rows()).length === 1, 20000, 'the in-app notification');
      // The mail's delivery runs and fails (nothing listens on the SMTP port): it waits for its retry.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await rows())[0].emailed_at).toBeNull();
    } finally {
      await first.stop();
    }

    const smtp = await startSmtpServer(port);
    const second = await startSecondInstance({ QUEUE_WORKERS: 'true' });
    try {
      const mail = await smtp.waitFor('restart@notify.test', /Payment successful/, 30000);
      expect(mail.text).toContain('199.00 EGP');
      await waitUntil(async () => (await rows())[0].emailed_at !== null, 5000, 'the row marked e-mailed');
      expect(await rows()).toHaveLength(1);
      expect(smtp.inbox.filter((m) => m.to === 'restart@notify.test')).toHaveLength(1);
    } finally {
      await second.stop();
      await smtp.close();
    }
  });
});
