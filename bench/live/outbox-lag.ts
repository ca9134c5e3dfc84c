import type { Core } from '@strapi/strapi';
import { notifications } from '../../src/api/notification/public';
import { outbox } from '../../src/plugins/queue/public';

const TOPIC = 'bench.live.ping';
const GAP_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * The outbox relay's commit → consumer lag under mixed writes: `writers` loops store notifications
 * (rows, live events) and register users (an outbox event whose consumer writes a welcome
 * notification), while `events` pings are recorded one every 20 ms; each ping's consumer notes how
 * long after its transaction committed it ran. A percentile that falls on a ping still not consumed
 * two minutes after the load stopped is -1 (over two minutes).
 */
export const outboxLag = async (
  strapi: Core.Strapi,
  { events, writers }: { events: number; writers: number },
) => {
  const lags: number[] = [];
  outbox(strapi).consume(TOPIC, async (event) => {
    lags.push(Date.now() - Number((event.payload as { t0: number }).t0));
  });
  const users = strapi.db.query('plugin::users-permissions.user');
  let running = true;
  let writes = 0;
  const writer = async (w: number) => {
    for (let n = 0; running; n += 1) {
      const email = `writer${w}-${n}@bench-live.test`;
      const user = await users.create({
        data: { username: email, email, provider: 'local', confirmed: true },
      });
      await outbox(strapi).emit('accounts.user.registered', { user_id: user.id, via: 'email' });
      await notifications(strapi).notifications.store(
        { userId: user.id, type: 'bench_notice', title: `Notice ${n}`, body: 'Load', data: {}, mail: false },
        `bench-live:${w}:${n}`,
      );
      writes += 3;
      // Requests arrive through I/O, so a server turns to its timers between them. A loop of
      // SQLite writes (a synchronous driver) that never yields would starve every timer, the
      // relay's and this bench's pings included: not the load a server sees.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const load = Array.from({ length: writers }, (_, w) => writer(w));
  for (let n = 0; n < events; n += 1) {
    await outbox(strapi).emit(TOPIC, { n, t0: Date.now() });
    await sleep(GAP_MS);
  }
  // The load stops with the last ping; what the relay still owes it is then given two minutes.
  running = false;
  await Promise.all(load);
  const deadline = Date.now() + 120_000;
  while (lags.length < events && Date.now() < deadline) await sleep(50);
  // A ping not consumed in time counts as slower than any that was, not as absent.
  const sorted = [...lags, ...Array(events - lags.length).fill(Number.POSITIVE_INFINITY)].sort(
    (a, b) => a - b,
  );
  const shown = (ms: number) => (Number.isFinite(ms) ? ms : -1);
  return {
    events,
    consumed: lags.length,
    writes,
    p50: shown(percentile(sorted, 50)),
    p99: shown(percentile(sorted, 99)),
  };
};
