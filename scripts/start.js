#!/usr/bin/env node
/**
 * `npm start`: generate missing secrets into .env, compile, build the admin panel when it is
 * missing or stale, then serve the API and the admin panel. An empty database is seeded at boot.
 */
const path = require('path');
const { spawnSync } = require('child_process');
const { ensureEnv } = require('./ensure-env');
const { buildAdminIfStale } = require('./build-admin');

const root = path.join(__dirname, '..');
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.BROWSER = 'false';

const main = async () => {
  ensureEnv();
  const compiled = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('TypeScript compilation failed');
  if (process.env.SERVE_ADMIN_PANEL !== 'false') buildAdminIfStale();

  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir: path.join(root, 'dist') });
  await app.start();
};

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
