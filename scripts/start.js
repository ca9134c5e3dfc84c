#!/usr/bin/env node
/**
 * `npm start`: generate missing secrets into .env, compile when the sources changed, build the
 * admin panel when it is missing or stale, then serve the API and the admin panel. An empty
 * database is seeded at boot. SIGTERM / SIGINT drain the instance (SHUTDOWN_TIMEOUT_MS).
 * `WEB_CONCURRENCY=N` (or `auto`) serves through N cluster workers sharing the port: this one-time
 * work runs in the primary only (src/cluster; docs/operations.md#every-core).
 */
const cluster = require('cluster');
const path = require('path');
const { ensureEnv, loadEnv } = require('./ensure-env');
const { buildAdminIfStale } = require('./build-admin');
const { distDir, compileIfStale } = require('./compile');

process.env.NODE_ENV = process.env.NODE_ENV || 'production';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.BROWSER = 'false';

const main = async () => {
  if (cluster.isPrimary) {
    // WEB_CONCURRENCY, DATABASE_CLIENT and REDIS_URL may be in .env: read it as Strapi will (the
    // process environment wins); the workers inherit it.
    loadEnv(ensureEnv());
    compileIfStale();
  }
  const { runCluster, clusterWorkers } = require(path.join(distDir, 'src', 'cluster'));
  const { serveStrapi } = require(path.join(distDir, 'src', 'cluster', 'serve'));
  if (cluster.isPrimary) {
    clusterWorkers(process.env); // refuses N > 1 without PostgreSQL and Redis before the admin build
    if (process.env.SERVE_ADMIN_PANEL !== 'false') buildAdminIfStale();
  }
  await runCluster({ startWorker: serveStrapi });
};

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
