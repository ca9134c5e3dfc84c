/**
 * `npm run bench:outbox`: notifications under a mail backlog (issue 34). Boots the app (relay
 * running) against a local SMTP server that takes `BENCH_SMTP_DELAY_MS` (500) per mail, queues
 * `BENCH_MAILS` (1,000) mails, then records `BENCH_EVENTS` (200) new domain events one by one while
 * the mails drain, and measures each event's commit → its in-app notification written. Prints
 * `RESULT {p50, p99, max, mailsWaiting, mailsSent}` (ms; the backlog when the last event landed).
 */
import type { Core } from '@strapi/strapi';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'net';
import { NOTIFICATION, notifications } from '../../src/api/notification/public';
import { outbox } from '../../src/plugins/queue/public';
import { bootBenchApp } from '../boot';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 500);
const GAP_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mail server that accepts everything, `DELAY_MS` after each message. */
const slowSmtp = async () => {
  let sent = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          sent += 1;
          callback();
        }, DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, sent: () => sent, server };
};

const boot = async (smtpPort: number) => {
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_IGNORE_TLS: 'true',
    SEED_ON_BOOT: 'false',
  });
  return bootBenchApp();
};

const users = async (strapi: Core.Strapi, prefix: string, count: number) => {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const email = `${prefix}${n}@bench-outbox.test`;
    const row = await strapi.db
      .query('plugin::users-permissions.user')
      .create({ data: { username: email, email, provider: 'local', confirmed: true } });
    ids.push(row.id);
  }
  return ids;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const main = async () => {
  const smtp = await slowSmtp();
  const strapi = await boot(smtp.port);
  const [reader] = await users(strapi, 'reader', 1);
  const newcomers = await users(strapi, 'newcomer', EVENTS);
  const store = notifications(strapi).notifications;
  for (let n = 0; n < MAILS; n += 1)
    await store.store(
      { userId: reader, type: 'trip_forked', title: `Mail ${n}`, body: 'Queued', data: {}, mail: true },
      `bench-mail:${n}`,
    );
  const committed = new Map<number, number>();
  for (const userId of newcomers) {
    await outbox(strapi).emit('accounts.user.registered', { user_id: userId, via: 'email' });
    committed.set(userId, Date.now());
    await sleep(GAP_MS);
  }
  const rows = strapi.db.query(NOTIFICATION);
  const deadline = Date.now() + 600000;
  let landed: Array<{ user_id: number; createdAt: string | Date }> = [];
  while (landed.length < EVENTS && Date.now() < deadline) {
    landed = (await rows.findMany({
      where: { type: 'welcome', user_id: { $in: newcomers } },
      select: ['user_id', 'createdAt'],
    })) as typeof landed;
    if (landed.length < EVENTS) await sleep(50);
  }
  const mailsWaiting = Number(await rows.count({ where: { user_id: reader, mail: true, emailed_at: null } }));
  const latencies = landed
    .map((row) => new Date(row.createdAt).getTime() - committed.get(row.user_id)!)
    .sort((a, b) => a - b);
  const result = {
    events: EVENTS,
    landed: landed.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    mailsWaiting,
    mailsSent: smtp.sent(),
  };
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  await strapi.destroy();
  smtp.server.close();
  process.exit(0);
};

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
