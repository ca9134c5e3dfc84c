#!/usr/bin/env node
/**
 * `npm run bench:live`: live events from commit to socket (issue 37), against a bare `ws` broadcast
 * measured in the same run. One instance runs on a scratch SQLite database without Redis; when
 * `BENCH_DATABASE_URL` names an empty PostgreSQL database and `BENCH_REDIS_URL` a Redis, two
 * instances run on them as well. Targets: p99 ≤ 50 ms at 1,000 sockets on one instance, ≤ 100 ms
 * across two; ≤ 30 MB per 1,000 idle sockets. `BENCH_LIVE_EVENTS`, `BENCH_LIVE_BURST` size a run.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { freshSecrets } = require('./bench-secrets');

const root = path.join(__dirname, '..');
const TARGETS = { oneP99: 50, twoP99: 100, memoryMb: 30 };

const compile = () => {
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) throw new Error('TypeScript compilation failed');
};

const row = (cells) => `| ${cells.map((cell) => String(cell)).join(' | ')} |`;

const report = (r) => {
  const lines = [
    row(['measure', 'bare ws (floor)', 'this service', 'ratio to the floor', 'target', 'met']),
    row(['---', '---', '---', '---', '---', '---']),
  ];
  for (const count of [1000, 5000]) {
    const { bare, one } = r[`latency${count}`];
    for (const p of ['p50', 'p99'])
      lines.push(
        row([
          `${p} ms, ${count} sockets, one instance (${one.delivered}/${one.expected} frames)`,
          bare[p],
          one[p],
          (one[p] / Math.max(1, bare[p])).toFixed(2),
          count === 1000 && p === 'p99' ? `≤ ${TARGETS.oneP99}` : '',
          count === 1000 && p === 'p99' ? (one.p99 <= TARGETS.oneP99 ? 'yes' : 'NO') : '',
        ]),
      );
  }
  for (const count of [1000, 5000]) {
    const two = r[`two${count}`];
    if (!two) continue;
    for (const p of ['p50', 'p99'])
      lines.push(
        row([
          `${p} ms, ${count} sockets, two instances (${two.delivered}/${two.expected} frames)`,
          '',
          two[p],
          '',
          count === 1000 && p === 'p99' ? `≤ ${TARGETS.twoP99}` : '',
          count === 1000 && p === 'p99' ? (two.p99 <= TARGETS.twoP99 ? 'yes' : 'NO') : '',
        ]),
      );
  }
  lines.push(
    row([
      'MB per 1,000 idle sockets (heap + buffers)',
      r.memory.bare.heap,
      r.memory.one.heap,
      (r.memory.one.heap / Math.max(0.1, r.memory.bare.heap)).toFixed(2),
      `≤ ${TARGETS.memoryMb}`,
      r.memory.one.heap <= TARGETS.memoryMb ? 'yes' : 'NO',
    ]),
    row(['MB per 1,000 idle sockets (RSS growth)', r.memory.bare.rss, r.memory.one.rss, '', '', '']),
  );
  const { bare, one } = r.throughput;
  lines.push(
    row([
      `events/s to 1,000 sockets (${one.delivered}/${one.expected} frames)`,
      bare.eventsPerSecond,
      one.eventsPerSecond,
      (one.eventsPerSecond / Math.max(1, bare.eventsPerSecond)).toFixed(2),
      '',
      '',
    ]),
  );
  for (const [name, o] of [
    ['SQLite', r.outbox],
    ['PostgreSQL', r.outboxPostgres],
  ])
    if (o)
      lines.push(
        row([
          `outbox commit → consumer, ${name}, ${o.writes} mixed writes (${o.consumed}/${o.events})`,
          '',
          `p50 ${o.p50 < 0 ? '> 120,000' : o.p50} ms, p99 ${o.p99 < 0 ? '> 120,000' : o.p99} ms`,
          '',
          '',
          '',
        ]),
      );
  if (!r.two1000)
    lines.push(
      '',
      'Two instances: set BENCH_DATABASE_URL (an empty PostgreSQL database) and BENCH_REDIS_URL.',
    );
  return lines.join('\n');
};

const main = () => {
  compile();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  const envFile = path.join(dir, '.env');
  fs.writeFileSync(envFile, '');
  try {
    const result = spawnSync(process.execPath, [path.join(root, 'dist', 'bench', 'live', 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        ENV_PATH: envFile,
        NODE_ENV: 'production',
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'live.db'),
        ...freshSecrets(),
        SERVE_ADMIN_PANEL: 'false',
        CRON_ENABLED: 'false',
        STRAPI_TELEMETRY_DISABLED: 'true',
        REDIS_URL: '',
        REALTIME_PORT: '',
        THROTTLE_API: '100000000/60',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`bench failed with status ${result.status}`);
    const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '));
    const parsed = JSON.parse(line.slice('RESULT '.length));
    console.log(JSON.stringify(parsed));
    console.log(`\n${report(parsed)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

main();
