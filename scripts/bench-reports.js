#!/usr/bin/env node
/**
 * `npm run bench:reports`: the business report at two sizes in one run. For 10,000 and then
 * 100,000 orders (with their customers, trips, items and payments) it seeds a scratch SQLite
 * database, then generates the all-time XLSX and PDF, each in a process of its own, and prints
 * time, file size and peak RSS, with the 100k/10k ratios. Targets: the 100k XLSX under 30 s, peak
 * RSS from 10k to 100k under 1.5× (the files are streamed, the rows read in keyset batches).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { freshSecrets } = require('./bench-secrets');
const { spawnSync } = require('child_process');

const root = path.join(__dirname, '..');
const SIZES = (process.env.BENCH_REPORT_SIZES ?? '10000,100000').split(',').map(Number);
const TARGETS = { xlsxSeconds: 30, rssGrowth: 1.5 };

const compile = () => {
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) throw new Error('TypeScript compilation failed');
};

const environment = (dir) => {
  const envFile = path.join(dir, '.env');
  fs.writeFileSync(envFile, '');
  return {
    ...process.env,
    ENV_PATH: envFile,
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'reports.db'),
    ...freshSecrets(),
    SERVE_ADMIN_PANEL: 'false',
    CRON_ENABLED: 'false',
    // The bench runs the job itself: no relay or worker runs it a second time.
    QUEUE_WORKERS: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    REDIS_URL: '',
  };
};

const step = (env, ...args) => {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'dist', 'bench', 'reports', 'main.js'), ...args],
    {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed with status ${result.status}`);
  const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  return line ? JSON.parse(line.slice('RESULT '.length)) : null;
};

const main = () => {
  compile();
  const results = {};
  for (const size of SIZES) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
    try {
      const env = environment(dir);
      const seeded = Date.now();
      step(env, 'seed', String(size));
      console.log(`seeded ${size} orders in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
      results[size] = { xlsx: step(env, 'generate', 'xlsx'), pdf: step(env, 'generate', 'pdf') };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nbusiness report, ${date}, SQLite, ${os.cpus().length} cores`);
  console.log('orders   format  seconds  file MB  peak RSS MB  (RSS after boot)');
  for (const size of SIZES)
    for (const format of ['xlsx', 'pdf']) {
      const r = results[size][format];
      console.log(
        `${String(size).padStart(7)}  ${format.padEnd(6)}  ${(r.ms / 1000).toFixed(2).padStart(7)}  ${(r.bytes / 2 ** 20).toFixed(2).padStart(7)}  ${r.peakRssMb.toFixed(0).padStart(11)}  (${r.baseRssMb.toFixed(0)})`,
      );
    }
  if (SIZES.length === 2) {
    const [small, large] = SIZES.map((size) => results[size]);
    for (const format of ['xlsx', 'pdf'])
      console.log(
        `${format}: time ×${(large[format].ms / small[format].ms).toFixed(2)}, peak RSS ×${(large[format].peakRssMb / small[format].peakRssMb).toFixed(2)} (target < ${TARGETS.rssGrowth})`,
      );
    console.log(
      `xlsx of ${SIZES[1]} orders: ${(large.xlsx.ms / 1000).toFixed(1)} s (target < ${TARGETS.xlsxSeconds} s)`,
    );
  }
};

main();
