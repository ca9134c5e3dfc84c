#!/usr/bin/env node
/** `npm run seed`: runs every (idempotent) seed step again against the configured database. */
const path = require('path');
const { ensureEnv } = require('./ensure-env');
const { distDir, compileIfStale } = require('./compile');
const { root } = require('./stamp');

const main = async () => {
  ensureEnv();
  compileIfStale();
  process.env.SEED_ON_BOOT = 'false';
  process.env.CRON_ENABLED = 'false';
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  await app.load();
  const { seed } = require(path.join(distDir, 'src', 'seed'));
  await seed(app, { onlyWhenEmpty: false });
  await app.destroy();
};

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
