#!/usr/bin/env node
/**
 * `npm run seed:scale`: the seed (with the catalog) when it has not run, then the scaled catalog of
 * src/seed/scale on the configured database. SEED_SCALE_DESTINATIONS sets the size (default 5,000
 * destinations: 100,000 hotels, 100,000 restaurants, 200,000 sights).
 */
const path = require('path');
const { ensureEnv } = require('./ensure-env');
const { distDir, compileIfStale } = require('./compile');
const { root } = require('./stamp');

const main = async () => {
  ensureEnv();
  compileIfStale();
  // No socket port of its own: it writes and stops (a running server may hold the port).
  Object.assign(process.env, {
    SEED_ON_BOOT: 'false',
    CRON_ENABLED: 'false',
    SEED_CATALOG: 'true',
    REALTIME_PORT: '',
  });
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  await app.load();
  const started = Date.now();
  await require(path.join(distDir, 'src', 'seed')).seed(app, { onlyWhenEmpty: true });
  const destinations = Number(process.env.SEED_SCALE_DESTINATIONS ?? 5000);
  await require(path.join(distDir, 'src', 'seed', 'scale')).seedScale(app, { destinations });
  app.log.info(`seed:scale: done in ${Math.round((Date.now() - started) / 1000)} s`);
  // All of it in the database file (copied alone by the bench), none left in the write-ahead log.
  if (app.db.dialect.client === 'sqlite') await app.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  await app.destroy();
};

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
