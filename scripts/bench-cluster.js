/**
 * `BENCH_WORKERS=N npm run bench`: how the service scales over N cluster workers. In one run it
 * starts the server through the cluster entry of `npm start` (src/cluster) with one worker, then
 * with N, both on PostgreSQL (BENCH_DATABASE_URL) and Redis (REDIS_URL) as WEB_CONCURRENCY > 1
 * requires, measures (a) cached catalog reads and (c) the trivial route on each and prints the
 * scaling factors N workers / 1 worker. The load generator runs on the same machine: on a 2-core
 * machine it takes a core's share, so the factor is a floor of what the service gains.
 */
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');

const server = path.join(__dirname, '..', 'dist', 'bench', 'server.js');
const SCENARIOS = [
  ['a', 'GET /api/destinations?per_page=20, cached', '/api/destinations?per_page=20'],
  ['c', 'trivial route (floor)', '/api/bench/ping'],
];

/** The server through the cluster entry; it writes `cluster-ready` once every worker listens. */
const clusterServer = (workers, prefix) => ({
  env: (dir) => ({
    WEB_CONCURRENCY: String(workers),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: prefix,
    BENCH_READY_FILE: path.join(dir, 'cluster-ready'),
  }),
  ready: (dir) => fs.existsSync(path.join(dir, 'cluster-ready')),
  // cluster.fork() needs a script file for the workers, and must not pass them this `node -e`.
  script: [
    `require('cluster').setupPrimary({ exec: ${JSON.stringify(server)}, execArgv: [] });`,
    `require(${JSON.stringify(server)});`,
  ].join('\n'),
});

const measure = async ({ startServer, run }, workers, prefix) => {
  const server = await startServer(clusterServer(workers, prefix));
  const results = {};
  try {
    for (const [key, label, url] of SCENARIOS) {
      await run(`${key} warm-up`, { url: `${server.base}${url}`, duration: 2 });
      results[key] = { ...(await run(label, { url: `${server.base}${url}` })), label };
      process.stderr.write(`${key} with ${workers} worker(s) done\n`);
    }
  } finally {
    await server.stop();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
  return results;
};

const benchWorkers = async ({ compile, startServer, run }) => {
  const workers = Number(process.env.BENCH_WORKERS);
  if (!process.env.BENCH_DATABASE_URL || !process.env.REDIS_URL)
    throw new Error(
      `BENCH_WORKERS=${workers} needs BENCH_DATABASE_URL=postgres://… (an empty database) and ` +
        'REDIS_URL=redis://…: several workers share throttles, the response cache and tokens only through them.',
    );
  compile();
  const prefix = `bench:${crypto.randomBytes(4).toString('hex')}`;
  const one = await measure({ startServer, run }, 1, `${prefix}:1`);
  const many = await measure({ startServer, run }, workers, `${prefix}:${workers}`);
  console.log(
    `\nBENCH_WORKERS=${workers} npm run bench — ${new Date().toISOString().slice(0, 10)}, PostgreSQL + Redis, ` +
      `${os.availableParallelism()} cores, Node ${process.version}\n`,
  );
  console.log(`| scenario | 1 worker req/s | ${workers} workers req/s | p99 ms (1 / ${workers}) | scaling |`);
  console.log('|---|---|---|---|---|');
  for (const [key, label] of SCENARIOS) {
    const factor = many[key].rps / one[key].rps;
    console.log(
      `| (${key}) ${label} | ${Math.round(one[key].rps)} | ${Math.round(many[key].rps)} | ` +
        `${one[key].p99} / ${many[key].p99} | ${factor.toFixed(2)}× |`,
    );
  }
};

module.exports = { benchWorkers };
