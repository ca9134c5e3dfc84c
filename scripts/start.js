#!/usr/bin/env node
/**
 * `npm start`: generate missing secrets into .env, compile when the sources changed, build the
 * admin panel when it is missing or stale, then serve the API and the admin panel. An empty
 * database is seeded at boot. SIGTERM / SIGINT drain the instance (SHUTDOWN_TIMEOUT_MS).
 */
const path = require('path');
const { ensureEnv } = require('./ensure-env');
const { buildAdminIfStale } = require('./build-admin');
const { distDir, compileIfStale } = require('./compile');
const { root } = require('./stamp');

process.env.NODE_ENV = process.env.NODE_ENV || 'production';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.BROWSER = 'false';

const main = async () => {
  ensureEnv();
  compileIfStale();
  if (process.env.SERVE_ADMIN_PANEL !== 'false') buildAdminIfStale();

  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir });
  await app.start();
  const { installGracefulShutdown } = require(
    path.join(distDir, 'src', 'plugins', 'contract', 'server', 'lifecycle', 'graceful-shutdown'),
  );
  installGracefulShutdown(app, {
    deadlineMs: app.config.get('plugin::contract.shutdownTimeoutMs'),
    onClosed: (code) => process.exit(code),
  });
};

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
