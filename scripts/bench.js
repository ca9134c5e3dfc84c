#!/usr/bin/env node
/**
 * `npm run bench`: starts its own server (SQLite, seeded catalog, in-memory drivers) and
 * measures, in one run and on the same machine:
 *   (a) GET /api/destinations?per_page=20 served from the response cache (the page size is pinned,
 *       so the figures stay comparable while the public default changes),
 *   (b) a destination search that misses the cache every time,
 *   (c) a trivial route through the same pipeline (the framework floor),
 *   (d) Strapi's stock REST `find` over the same destinations (mounted only in bench mode),
 *   (e) verified payment webhooks, each settling a distinct order,
 *   (f) POST /api/ai/plan (builtin engine, `save: false`), a different request each time so none
 *       is served from the AI cache: grounding in the catalog, solving, routing and verifying,
 *   (g) GET /api/agency/earnings of an agency with BENCH_AGENCY_ASSIGNMENTS assignments, a trip
 *       each and a paid order for every completed one (aggregate SQL),
 *   (h) GET /api/agency/assignments?per_page=20 of that agency (a page with customers and trips),
 *   (x) (g) and (h) again, as (gx) (hx), for an agency of BENCH_AGENCY_SCALED assignments (ten
 *       times as many by default), each against its rate at the smaller book (issue 39: ≥ 0.5),
 *   (k) GET /api/trips/{id} of a trip planned together, read by its editor (20 items, 6 people):
 *       the member's role read with the trip,
 *   (b2) (b3) (i) (j) the catalog's searches and lists, and (s) the scaled catalog: (b) (b2) (b3) (d)
 *       (f) (i) (j) again on 5,000 destinations and 400,000 places, side by side (scripts/bench-scale.js),
 *   (n) a bare node:http server in its own process sending the bytes and headers of (a): the limit.
 * It prints req/s, p50 and p99 and the ratios a/n, a/c, a/d, b/d, e/c, f/c, g/c, h/c, k/c. Absolute numbers depend on the
 * machine; the ratios are the result.
 */
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const autocannon = require('autocannon');
const { SECRETS, scaledDatabase, seededDestinations, printComparison } = require('./bench-scale');
const { SCALE_KEYS: CATALOG_SCALE_KEYS, catalogScenarios, settled } = require('./bench-catalog');

const root = path.join(__dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// an: cached reads against a bare node:http server sending the same bytes (the physical limit).
const TARGETS = { an: 0.5, ac: 2, ad: 7, bd: 3, p99a: 10, webhooksPerSecond: 300, fc: 0.05 };
const WEBHOOK_ORDERS = Number(process.env.BENCH_WEBHOOK_ORDERS ?? 6000);
const AGENCY_ASSIGNMENTS = Number(process.env.BENCH_AGENCY_ASSIGNMENTS ?? 8000);
const AGENCY_SCALED = Number(process.env.BENCH_AGENCY_SCALED ?? AGENCY_ASSIGNMENTS * 10);
// BENCH_ONLY=c,e runs a subset (the ratios that need a missing scenario are left out).
const ONLY = (process.env.BENCH_ONLY ?? 'n,a,b,b2,b3,c,d,e,f,g,h,x,i,j,k,s')
  .split(',')
  .map((key) => key.trim());
// Issue 39's catalog scenarios (scripts/bench-catalog.js), at both sizes when `s` is asked for.
const SCALE_KEYS = CATALOG_SCALE_KEYS.filter((key) => ONLY.includes(key));
const HMAC_SECRET = crypto.randomBytes(32).toString('hex');

const compile = () => {
  const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('TypeScript compilation failed');
  require('./prune-dist').pruneDist();
};

// `cluster` (scripts/bench-cluster.js, BENCH_WORKERS): the server's extra env and entry script.
// `scaled` (scripts/bench-scale.js): a copy of the scaled catalog's database, with its secrets.
const startServer = async (cluster, scaled) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const envFile = path.join(dir, '.env');
  const secret = () => crypto.randomBytes(24).toString('base64');
  if (scaled) fs.copyFileSync(scaled.databaseFile, path.join(dir, 'bench.db'));
  fs.writeFileSync(
    envFile,
    [
      ...(scaled ? [fs.readFileSync(scaled.envFile, 'utf8')] : SECRETS.map((k) => `${k}=${secret()}`)),
      `PAYMENT_HMAC_SECRET=${HMAC_SECRET}`,
    ].join('\n'),
  );
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = {
    ...process.env,
    ENV_PATH: envFile,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'bench.db'),
    SEED_CATALOG: 'true',
    SEED_PASSWORD: `Bench1${secret()}`,
    SERVE_ADMIN_PANEL: 'false',
    CRON_ENABLED: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    THROTTLE_CATALOG: '100000000/60',
    THROTTLE_API: '100000000/60',
    THROTTLE_WEBHOOKS: '100000000/60',
    THROTTLE_AI: '100000000/60,100000000/86400',
    PAYMENT_PROVIDER: 'sandbox',
  };
  delete env.REDIS_URL;
  // BENCH_DATABASE_URL=postgres://… runs the same scenarios on PostgreSQL (an empty database).
  if (process.env.BENCH_DATABASE_URL)
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: process.env.BENCH_DATABASE_URL });
  if (cluster) Object.assign(env, cluster.env(dir));
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the server (to see where a scenario spends its time).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, ...(cluster ? ['-e', cluster.script] : [path.join(root, 'dist', 'bench', 'server.js')])],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && (!cluster || cluster.ready(dir))) {
        const stop = () =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          });
        return { base, stop, dir };
      }
    } catch (error) {
      // Not listening yet: fetch fails with the refused connection as its cause; anything else is a fault.
      if (error?.cause?.code !== 'ECONNREFUSED') throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('bench server did not start');
};

/** (n) a bare node:http server in a process of its own, replaying the answer of (a) byte for byte. */
const startBareServer = async (base) => {
  const res = await fetch(`${base}/api/destinations?per_page=20`);
  const body = Buffer.from(await res.arrayBuffer());
  const headers = {};
  for (const [name, value] of res.headers)
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding'].includes(name))
      headers[name] = value;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const answer = path.join(dir, 'answer.json');
  fs.writeFileSync(answer, JSON.stringify({ headers, body: body.toString('base64') }));
  const child = spawn(process.execPath, [path.join(__dirname, 'bench-bare-server.js'), answer], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /READY (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/destinations?per_page=20`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
};

const run = (name, options) =>
  new Promise((resolve, reject) => {
    const settings = { connections: CONNECTIONS, duration: DURATION, timeout: 60, ...options };
    // A fixed number of requests (`amount`) replaces the duration.
    if (settings.amount) delete settings.duration;
    const startedAt = process.hrtime.bigint();
    autocannon(settings, (error, result) => {
      const elapsedSeconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      // Total over our own clock: autocannon's per-second average (and its duration) are whole-second
      // quantised, which for a fixed `amount` of about ten seconds is a ±10% error.
      resolve({
        name,
        rps: result.requests.total / elapsedSeconds,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    });
  });

/** Signed Paymob-format deliveries, one per pending order (each settles a different order). */
const signedDeliveries = (orders) => {
  // The same transaction builder the sandbox provider uses (compiled just before).
  const { sandboxTransaction } = require(
    path.join(root, 'dist', 'src', 'plugins', 'billing', 'server', 'adapters', 'sandbox', 'signing'),
  );
  return orders.map((order) => {
    const { obj, hmac } = sandboxTransaction(HMAC_SECRET, order, true);
    return { path: `/api/payments/webhook?hmac=${hmac}`, body: JSON.stringify({ type: 'TRANSACTION', obj }) };
  });
};

/** (e) verified webhook deliveries, each settling a distinct pending order. */
const webhookScenario = async (base) => {
  const made = await fetch(`${base}/api/bench/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count: WEBHOOK_ORDERS + 200 }),
  });
  const deliveries = signedDeliveries((await made.json()).data);
  let next = 0;
  const webhookRequest = (amount) => ({
    url: base,
    amount,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, ...deliveries[next++ % deliveries.length] }),
      },
    ],
  });
  await run('e warm-up', webhookRequest(200));
  const result = {
    ...(await run('webhooks', webhookRequest(WEBHOOK_ORDERS))),
    label: 'verified webhook deliveries, distinct orders',
  };
  // The payments' notifications and mails run in the background: the next scenario starts after them.
  const settled = (await (await fetch(`${base}/api/bench/settle`, { method: 'POST' })).json()).data;
  if (!settled?.settled) throw new Error('the webhook scenario left background work undone after 5 minutes');
  process.stderr.write(`e: background work settled in ${settled.waited_ms} ms\n`);
  process.stderr.write('e: webhooks done\n');
  return result;
};

/** (f) the AI planner: 5-day plans of the seeded destinations, each request distinct (no cache hit). */
const plannerScenario = async (base, seeded) => {
  const made = await fetch(`${base}/api/bench/planner`, { method: 'POST' });
  const { token } = (await made.json()).data;
  const destinations = seeded ?? (await (await fetch(`${base}/api/destinations?per_page=100`)).json()).data;
  let next = 0;
  const body = () => {
    next += 1;
    return JSON.stringify({
      destination_id: destinations[next % destinations.length].id,
      no_of_days: 5,
      no_of_travelers: 2,
      interests: ['history', 'food'],
      // A budget no plan reaches, different every time: each request is planned, none cached.
      budget: 1_000_000 + next,
      save: false,
    });
  };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const probe = await fetch(`${base}/api/ai/plan`, { method: 'POST', headers, body: body() });
  const answer = await probe.json();
  if (probe.status !== 200 || answer.data?.days?.length !== 5)
    throw new Error(`the planner answered ${probe.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const options = {
    url: base,
    requests: [
      {
        method: 'POST',
        path: '/api/ai/plan',
        headers,
        setupRequest: (req) => ({ ...req, body: body() }),
      },
    ],
  };
  await run('f warm-up', { ...options, duration: 2 });
  const result = {
    ...(await run('ai plan', options)),
    label: 'POST /api/ai/plan, 5 days, builtin, uncached',
  };
  process.stderr.write('f: ai plan done\n');
  return result;
};

/**
 * (g) a busy agency's earnings and (h) a page of its assignments, read as the agency; with
 * `suffix` (gx, hx) the same for an agency of `count` assignments (issue 39: ten times the book).
 */
const agencyScenarios = async (base, count = AGENCY_ASSIGNMENTS, suffix = '') => {
  const made = await fetch(`${base}/api/bench/agency`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  const { token, paid } = (await made.json()).data;
  const headers = { authorization: `Bearer ${token}` };
  const probe = await (await fetch(`${base}/api/agency/earnings`, { headers })).json();
  if (probe.data?.received?.[0]?.orders !== paid || probe.data.total_assignments !== count)
    throw new Error(`agency earnings answered ${JSON.stringify(probe).slice(0, 300)}`);
  const results = {};
  for (const [key, label, path] of [
    ['g', `GET /api/agency/earnings, ${count} assignments`, '/api/agency/earnings'],
    [
      'h',
      `GET /api/agency/assignments?per_page=20, ${count} assignments`,
      '/api/agency/assignments?per_page=20',
    ],
  ].filter(([key]) => ONLY.includes(key))) {
    const options = { url: `${base}${path}`, headers };
    await run(`${key}${suffix} warm-up`, { ...options, duration: 2 });
    results[`${key}${suffix}`] = { ...(await run(label, options)), label };
    process.stderr.write(`${key}${suffix}: ${label} done\n`);
  }
  return results;
};

/** (k) a trip planned together, read by one of its editors: the trip, its itinerary, the member's role. */
const sharedTripScenario = async (base) => {
  const made = await fetch(`${base}/api/bench/shared-trip`, { method: 'POST' });
  const { token, trip_id: tripId } = (await made.json()).data;
  const headers = { authorization: `Bearer ${token}` };
  const probe = await (await fetch(`${base}/api/trips/${tripId}`, { headers })).json();
  if (
    probe.data?.role !== 'editor' ||
    probe.data.itinerary_items?.length !== 20 ||
    probe.data.members_count !== 6
  )
    throw new Error(`the shared trip answered ${JSON.stringify(probe).slice(0, 300)}`);
  const label = 'GET /api/trips/{id} as its editor, 20 items, 6 people';
  const options = { url: `${base}/api/trips/${tripId}`, headers };
  await run('k warm-up', { ...options, duration: 2 });
  const result = { ...(await run(label, options)), label };
  process.stderr.write(`k: ${label} done\n`);
  return result;
};

/** Runs the scenarios `keys` of the catalog and the floor at `base` into `results`. */
const measure = async (base, keys, results) => {
  const scenarios = await catalogScenarios(base, keys);
  for (const key of keys) {
    const [, label, options] = scenarios.find(([name]) => name === key);
    await settled(base);
    await run(`${key} warm-up`, { ...options, duration: 2 });
    results[key] = { ...(await run(label, options)), label };
    process.stderr.write(`${key}: ${label} done\n`);
  }
};

/** The same catalog scenarios and the planner on the scaled catalog (scripts/bench-scale.js). */
const measureScaled = async (seededBase, seeded) => {
  const server = await startServer(undefined, scaledDatabase());
  try {
    const scaled = {};
    await measure(server.base, ['b', 'd', ...SCALE_KEYS], scaled);
    if (seeded.f)
      scaled.f = await plannerScenario(server.base, await seededDestinations(seededBase, server.base));
    return scaled;
  } finally {
    await server.stop();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
};

const main = async () => {
  if (Number(process.env.BENCH_WORKERS ?? 1) > 1)
    return require('./bench-cluster').benchWorkers({ compile, startServer, run });
  compile();
  const server = await startServer();
  try {
    const base = server.base;
    const check = await (await fetch(`${base}/api/destinations?per_page=20`)).json();
    if (check.data.length !== 20) throw new Error(`expected 20 destinations, got ${check.data.length}`);
    const stock = await (await fetch(`${base}/api/bench/stock/destinations`)).json();
    if (!Array.isArray(stock.data) || stock.data.length !== 20)
      throw new Error('stock find did not answer 20 destinations');

    const results = {};
    await measure(
      base,
      ['c', 'a', 'b', 'd', ...SCALE_KEYS].filter((key) => ONLY.includes(key)),
      results,
    );

    if (ONLY.includes('n')) {
      const bare = await startBareServer(base);
      try {
        const label = 'bare node:http, the same bytes as (a)';
        await run('n warm-up', { url: bare.url, duration: 2 });
        results.n = { ...(await run(label, { url: bare.url })), label };
        process.stderr.write(`n: ${label} done\n`);
      } finally {
        await bare.stop();
      }
    }
    if (ONLY.includes('e')) results.e = await webhookScenario(base);
    if (ONLY.includes('f')) results.f = await plannerScenario(base);
    if (ONLY.includes('g') || ONLY.includes('h')) Object.assign(results, await agencyScenarios(base));
    // x: the same agency desk at ten times the book (BENCH_AGENCY_SCALED), against its rate above.
    if (ONLY.includes('x') && (ONLY.includes('g') || ONLY.includes('h')))
      Object.assign(results, await agencyScenarios(base, AGENCY_SCALED, 'x'));
    if (ONLY.includes('k')) results.k = await sharedTripScenario(base);
    const scaled = ONLY.includes('s') ? await measureScaled(base, results) : null;

    const has = (...keys) => keys.every((key) => results[key]);
    const row = (key) =>
      `| (${key}) ${results[key].label} | ${Math.round(results[key].rps)} | ${results[key].p50} | ${results[key].p99} |`;
    const ratio = (x, y) => results[x].rps / results[y].rps;
    const verdict = (value, target, more = true) =>
      `${value.toFixed(2)} (target ${more ? '≥' : '≤'} ${target}: ${(more ? value >= target : value <= target) ? 'met' : 'NOT met'})`;
    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\nnpm run bench — ${new Date().toISOString().slice(0, 10)}, ${database}, ${CONNECTIONS} connections, ${DURATION} s per scenario, ${os.cpus().length} cores, Node ${process.version}\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
    for (const key of [
      'n',
      'a',
      'b',
      'b2',
      'b3',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'gx',
      'hx',
      'i',
      'j',
      'k',
    ].filter((key) => has(key)))
      console.log(row(key));
    console.log('');
    if (has('a', 'n'))
      console.log(`a/n = ${verdict(ratio('a', 'n'), TARGETS.an)} (cached reads against the bare server)`);
    if (has('a', 'c')) console.log(`a/c = ${verdict(ratio('a', 'c'), TARGETS.ac)}`);
    if (has('a', 'd')) console.log(`a/d = ${verdict(ratio('a', 'd'), TARGETS.ad)}`);
    if (has('b', 'd')) console.log(`b/d = ${verdict(ratio('b', 'd'), TARGETS.bd)}`);
    if (has('a'))
      console.log(
        `p99(a) = ${results.a.p99} ms (target ≤ ${TARGETS.p99a} ms: ${results.a.p99 <= TARGETS.p99a ? 'met' : 'NOT met'})`,
      );
    if (has('e')) {
      const floor = has('c') ? `e/c = ${ratio('e', 'c').toFixed(2)}; ` : '';
      console.log(
        `${floor}webhooks: ${Math.round(results.e.rps)}/s (target ≥ ${TARGETS.webhooksPerSecond}/s: ${results.e.rps >= TARGETS.webhooksPerSecond ? 'met' : 'NOT met'}), p99 ${results.e.p99} ms`,
      );
    }
    if (has('f', 'c'))
      console.log(`f/c = ${verdict(ratio('f', 'c'), TARGETS.fc)} (AI plans against the framework floor)`);
    for (const key of ['g', 'h', 'k'].filter((key) => has(key, 'c')))
      console.log(`${key}/c = ${ratio(key, 'c').toFixed(2)} (${results[key].label}, against the floor)`);
    for (const key of ['g', 'h'].filter((key) => has(key, `${key}x`)))
      console.log(
        `${key}x/${key} = ${verdict(ratio(`${key}x`, key), 0.5)} (${AGENCY_SCALED} assignments against ${AGENCY_ASSIGNMENTS})`,
      );
    if (scaled) printComparison(results, scaled);
  } finally {
    await server.stop();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
