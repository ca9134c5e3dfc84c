import type { Core } from '@strapi/strapi';
import { NOTIFICATION, notifications } from '../../src/api/notification/public';
import { outbox } from '../../src/plugins/queue/public';
import { startSmtpServer } from '../helpers/smtp';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOMAIN = 'lanes.test';
const BACKLOG = 120;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notifications under load (issue 34): mail travels in its own lane of the relay, so a slow mail
 * server with a backlog never holds back an in-app notification; staff events are one shared entry
 * mailed as a digest; events of one order key are delivered one at a time, in order.
 */
describe('notifications under load: lanes, staff digest, order keys', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const ids: Record<string, number> = {};
  const store = () => notifications(strapi).notifications;
  const rows = (where: Json) => strapi.db.query(NOTIFICATION).findMany({ where }) as Promise<Json[]>;

  beforeAll(async () => {
    smtp = await startSmtpServer(0, { delayMs: 200 });
    app = await bootStrapi({
      env: {
        ...smtp.env,
        QUEUE_BACKOFF_MS: '100',
        OUTBOX_MAIL_CONCURRENCY: '4',
        NOTIFY_STAFF_DIGEST_SECONDS: '1',
      },
    });
    strapi = app.strapi;
    for (const name of ['reader', 'admin1', 'admin2', 'admin3'])
      ids[name] = (
        await createUser(strapi, {
          email: `${name}@${DOMAIN}`,
          role: name.startsWith('admin') ? 'admin' : 'user',
        })
      ).id;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('staff events are one shared entry each, mailed to every admin in a digest', async () => {
    const titles = ['Alert one', 'Alert two', 'Alert three', 'Alert four', 'Alert five'];
    for (const [at, title] of titles.entries())
      await store().store(
        { userId: null, type: 'flag_filed', title, body: `Entry ${at}`, data: {}, mail: true },
        `lanes-staff:${at}`,
      );
    expect(await rows({ type: 'flag_filed' })).toHaveLength(titles.length);
    for (const admin of ['admin1', 'admin2', 'admin3']) {
      const to = `${admin}@${DOMAIN}`;
      const deadline = Date.now() + 15000;
      const told = () => smtp.inbox.filter((mail) => mail.to === to);
      // A digest of one entry is that entry's own mail: its title is the subject, not in the text.
      const mentions = (title: string) =>
        told().some((mail) => `${mail.subject}\n${mail.text}`.includes(title));
      while (!titles.every(mentions)) {
        if (Date.now() > deadline) throw new Error(`${admin}: ${JSON.stringify(told())}`);
        await sleep(100);
      }
      // One mail per digest window (the five entries fall in one window, two at a boundary).
      expect(told().length).toBeLessThanOrEqual(2);
    }
    expect(smtp.inbox.filter((mail) => mail.to === `reader@${DOMAIN}`)).toEqual([]);
  });

  it("every staff entry records its own digest event: one committed after its window's digest is still mailed", async () => {
    const stored = [];
    for (const at of [0, 1, 2])
      stored.push(
        await store().store(
          { userId: null, type: 'flag_filed', title: `Late ${at}`, body: 'Late', data: {}, mail: true },
          `lanes-late:${at}`,
        ),
      );
    const keys = stored.map((row) => `staff-digest:entry:${row.id}`);
    const events = await strapi.db.connection('outbox_events').whereIn('event_key', keys);
    // A key per window instead would record one event for the three, and an entry whose transaction
    // commits after that event was delivered would have none left to gather it.
    expect(events.map((event: Json) => event.event_key).sort()).toEqual([...keys].sort());
    const deadline = Date.now() + 15000;
    while (
      smtp.inbox.filter((mail) => mail.to === `admin1@${DOMAIN}` && /Late 2/.test(mail.text)).length === 0
    ) {
      if (Date.now() > deadline) throw new Error('the late entries were not mailed');
      await sleep(100);
    }
  });

  it('digests gathering at once mail each staff entry to each admin exactly once', async () => {
    const bodies = Array.from({ length: 6 }, (_, at) => `entry-together-${at}`);
    for (const [at, body] of bodies.entries())
      await store().store(
        { userId: null, type: 'flag_filed', title: `Together ${at}`, body, data: {}, mail: true },
        `lanes-together:${at}`,
      );
    // Ten gatherings at once, of ten windows (a backlog reaching across window ends), besides the
    // ones the entries scheduled for the end of their own window.
    await Promise.all(
      Array.from({ length: 10 }, (_, window) => notifications(strapi).delivery.gatherDigest(window)),
    );
    await sleep(1100); // the entries' own digest events come due at the end of their 1 s window
    expect(await outbox(strapi).idle(30000)).toBe(true);
    for (const admin of ['admin1', 'admin2', 'admin3']) {
      const mails = smtp.inbox.filter((mail) => mail.to === `${admin}@${DOMAIN}`);
      const times = bodies.map((body) => mails.filter((mail) => mail.text.includes(body)).length);
      expect([admin, times]).toEqual([admin, bodies.map(() => 1)]);
    }
  });

  it('events of one order key are delivered one at a time in order, others at once', async () => {
    const seen: Record<string, number[]> = { a: [], b: [] };
    let inFlight = 0;
    let most = 0;
    outbox(strapi).consume('test.ordered', async (event) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(5 + Math.floor(Math.random() * 25));
      seen[event.payload.key as string].push(Number(event.payload.n));
      inFlight -= 1;
    });
    for (let n = 0; n < 15; n += 1)
      for (const key of ['a', 'b'])
        await outbox(strapi).emit('test.ordered', { key, n }, { orderKey: `test:${key}` });
    expect(await outbox(strapi).idle(30000)).toBe(true);
    const inOrder = Array.from({ length: 15 }, (_, n) => n);
    expect(seen).toEqual({ a: inOrder, b: inOrder });
    // The two keys were worked side by side.
    expect(most).toBe(2);
  });

  it('a mail backlog on a slow mail server holds back no in-app notification', async () => {
    for (let n = 0; n < BACKLOG; n += 1)
      await store().store(
        { userId: ids.reader, type: 'trip_forked', title: `Mail ${n}`, body: 'Queued', data: {}, mail: true },
        `lanes-backlog:${n}`,
      );
    const mailed = smtp.inbox.length;
    await outbox(strapi).emit('accounts.user.registered', { user_id: ids.reader, via: 'email' });
    const deadline = Date.now() + 30000;
    while ((await rows({ user_id: ids.reader, type: 'welcome' })).length === 0) {
      if (Date.now() > deadline) throw new Error('no welcome notification');
      await sleep(20);
    }
    // The in-app notification is there while most of the mails queued before it are still waiting.
    const waiting = await rows({ user_id: ids.reader, mail: true, emailed_at: null });
    expect(waiting.length).toBeGreaterThan(BACKLOG / 2);
    expect(smtp.inbox.length - mailed).toBeLessThan(BACKLOG / 2);
  });
});
