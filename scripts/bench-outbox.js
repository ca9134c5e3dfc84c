#!/usr/bin/env node
/**
 * `npm run bench:outbox`: commit → in-app notification latency while 1,000 mails wait on an SMTP
 * server that takes 500 ms per mail (issue 34). Runs on a scratch SQLite database, then on
 * PostgreSQL when `BENCH_DATABASE_URL` names an empty database. Target: p99 ≤ 2 s on both.
 * `BENCH_MAILS`, `BENCH_EVENTS`, `BENCH_SMTP_DELAY_MS` size a run.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { freshSecrets } = require('./bench-secrets');
const { spawnSync } = require('child_process');

const root = path.join(__dirname, '..');
const TARGET_P99_MS = 2000;

const compile = () => {
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) throw new Error('TypeScript compilation failed');
};

const environment = (dir, database) => {
  const envFile = path.join(dir, '.env');
  fs.writeFileSync(envFile, '');
  return {
    ...process.env,
    ENV_PATH: envFile,
    NODE_ENV: 'production',
    ...database,
    ...freshSecrets(),
    SERVE_ADMIN_PANEL: 'false',
    CRON_ENABLED: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    REDIS_URL: '',
  };
};

const run = (env) => {
  const result = spawnSync(process.execPath, [path.join(root, 'dist', 'bench', 'outbox', 'main.js')], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`bench failed with status ${result.status}`);
  const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  return JSON.parse(line.slice('RESULT '.length));
};

const main = () => {
  compile();
  const databases = [
    ['SQLite', (dir) => ({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'outbox.db') })],
  ];
  if (process.env.BENCH_DATABASE_URL)
    databases.push([
      'PostgreSQL',
      () => ({ DATABASE_CLIENT: 'postgres', DATABASE_URL: process.env.BENCH_DATABASE_URL }),
    ]);
  const rows = [];
  for (const [name, database] of databases) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
    try {
      const result = run(environment(dir, database(dir)));
      rows.push([name, result]);
      console.log(`${name}: ${JSON.stringify(result)}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    '\n| database   | events | p50 ms | p99 ms | max ms | mails waiting at the end | p99 / target |',
  );
  console.log('| ---------- | ------ | ------ | ------ | ------ | ------------------------ | ------------ |');
  for (const [name, r] of rows)
    console.log(
      `| ${name.padEnd(10)} | ${String(r.landed).padEnd(6)} | ${String(r.p50).padEnd(6)} | ${String(r.p99).padEnd(6)} | ${String(r.max).padEnd(6)} | ${String(r.mailsWaiting).padEnd(24)} | ${(r.p99 / TARGET_P99_MS).toFixed(3).padEnd(12)} |`,
    );
  const met = rows.every(([, r]) => r.landed === r.events && r.p99 <= TARGET_P99_MS);
  console.log(met ? '\np99 ≤ 2 s: target met' : '\np99 ≤ 2 s: target NOT met');
};

main();
