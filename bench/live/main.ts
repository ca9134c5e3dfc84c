/**
 * `npm run bench:live` (scripts/bench-live.js starts it): live events from commit to socket
 * (CONTRACT §13, issue 37). Against a bare `ws` broadcast measured in the same run (the floor):
 * p50/p99 latency with 1,000 and 5,000 subscribed sockets on one instance and, given PostgreSQL and
 * Redis, across two; memory per 1,000 idle sockets; the events a second one instance delivers to
 * 1,000 sockets; and the outbox relay's commit → consumer lag under mixed writes. Prints one
 * `RESULT {json}` line.
 */
import { startChild, type Child } from './children';
import { openSockets } from './sockets';

const SECRET = process.env.REALTIME_APP_SECRET as string;
const CHANNEL = 'private-conversation.1';
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 30);
const GAP_MS = 50;
const BURST = Number(process.env.BENCH_LIVE_BURST ?? 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(20);
};

/** `EVENTS` events, 50 ms apart, published on `publisher` to `count` sockets spread over `servers`. */
const latency = async (publisher: Child, servers: Child[], count: number) => {
  const sockets = await openSockets(
    servers.map((server) => server.url),
    count,
    CHANNEL,
    SECRET,
  );
  await sleep(500);
  await publisher.command({ kind: 'publish', channel: CHANNEL, count: EVENTS, gapMs: GAP_MS });
  await until(() => sockets.latencies.length >= count * EVENTS, 60_000);
  const sorted = [...sockets.latencies].sort((a, b) => a - b);
  await sockets.close();
  return {
    sockets: count,
    delivered: sorted.length,
    expected: count * EVENTS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
};

type Memory = { rss: number; heapUsed: number; external: number };

/**
 * The server's memory growth for 1,000 idle sockets, each subscribed to one channel (MB, after a
 * full collection): the heap and the buffers outside it. RSS is read too, but a process that
 * already holds its pages does not grow it for a few MB.
 */
const memoryPer1000 = async (server: Child) => {
  const before = await server.command<Memory>({ kind: 'memory' });
  const sockets = await openSockets([server.url], 1000, CHANNEL, SECRET);
  await sleep(500);
  const after = await server.command<Memory>({ kind: 'memory' });
  await sockets.close();
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    heap: mb(after.heapUsed + after.external - before.heapUsed - before.external),
    rss: mb(after.rss - before.rss),
  };
};

/** `BURST` events back to back to 1,000 sockets: events a second, until the last frame arrived. */
const throughput = async (server: Child) => {
  const sockets = await openSockets([server.url], 1000, CHANNEL, SECRET);
  await sleep(500);
  const started = Date.now();
  await server.command({ kind: 'publish', channel: CHANNEL, count: BURST, gapMs: 0 });
  await until(() => sockets.latencies.length >= 1000 * BURST, 120_000);
  const seconds = (Date.now() - started) / 1000;
  const delivered = sockets.latencies.length;
  await sockets.close();
  return { eventsPerSecond: Math.round(delivered / 1000 / seconds), delivered, expected: 1000 * BURST };
};

const instanceEnv = (overrides: Record<string, string>) => ({ ...process.env, ...overrides });

/** Progress on stderr: a run takes minutes. */
const step = (text: string) => process.stderr.write(`bench:live: ${text}\n`);

const main = async () => {
  step('starting the bare server and one instance');
  const bare = await startChild('bare-server.js', process.env);
  const one = await startChild('instance.js', instanceEnv({}));
  const result: Record<string, unknown> = {};
  for (const count of [1000, 5000]) {
    step(`latency with ${count} sockets`);
    result[`latency${count}`] = {
      bare: await latency(bare, [bare], count),
      one: await latency(one, [one], count),
    };
  }
  step('memory, throughput, outbox relay');
  result.memory = { bare: await memoryPer1000(bare), one: await memoryPer1000(one) };
  result.throughput = { bare: await throughput(bare), one: await throughput(one) };
  result.outbox = await one.command({ kind: 'outboxLag', events: 200, writers: 4 });
  await one.stop();
  await bare.stop();

  const pg = process.env.BENCH_DATABASE_URL;
  const redis = process.env.BENCH_REDIS_URL;
  if (pg && redis) {
    step('two instances on PostgreSQL and Redis');
    const shared = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: pg,
      REDIS_URL: redis,
      REDIS_PREFIX: `bench-live-${Date.now()}`,
    };
    // One after the other: the first builds the schema.
    const first = await startChild('instance.js', instanceEnv(shared));
    // Alone: the relay of every instance delivers events, and only this one has the pings' consumer.
    result.outboxPostgres = await first.command({ kind: 'outboxLag', events: 200, writers: 4 });
    const second = await startChild('instance.js', instanceEnv(shared));
    for (const count of [1000, 5000]) result[`two${count}`] = await latency(first, [first, second], count);
    await first.stop();
    await second.stop();
  }
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
};

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
