#!/usr/bin/env node
/** `npm run seed`: runs every (idempotent) seed step again against the configured database. */
const path = require('path');
const { spawnSync } = require('child_process');
const { ensureEnv } = require('./ensure-env');

const root = path.join(__dirname, '..');

const main = async () => {
  ensureEnv();
  const compiled = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('TypeScript compilation failed');
  process.env.SEED_ON_BOOT = 'false';
  process.env.CRON_ENABLED = 'false';
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir: path.join(root, 'dist'), autoReload: false, serveAdminPanel: false });
  await app.load();
  const { seed } = require(path.join(root, 'dist', 'src', 'seed'));
  await seed(app, { onlyWhenEmpty: false });
  await app.destroy();
};

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
