#!/usr/bin/env node
/**
 * Builds the admin panel when it is missing or stale. Staleness is a hash of what the
 * build depends on: the lockfile, the admin config and any admin customisation.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { root, stampOf, readStamp, writeStamp } = require('./stamp');

const buildDir = path.join(root, 'dist', 'build');
const stampFile = path.join(buildDir, '.build-stamp');

const inputsHash = () =>
  stampOf([
    path.join(root, 'package-lock.json'),
    path.join(root, 'config', 'admin.ts'),
    path.join(root, 'src', 'admin'),
    // Plugins that add pages to the panel (their package.json names the admin entry).
    path.join(root, 'src', 'plugins', 'reports', 'admin'),
    path.join(root, 'src', 'plugins', 'reports', 'package.json'),
    path.join(root, 'src', 'plugins', 'soft-delete', 'admin'),
    path.join(root, 'src', 'plugins', 'soft-delete', 'package.json'),
    path.join(root, 'src', 'plugins', 'panel', 'admin'),
    path.join(root, 'src', 'plugins', 'panel', 'package.json'),
    path.join(root, 'src', 'plugins', 'billing', 'admin'),
    path.join(root, 'src', 'plugins', 'billing', 'package.json'),
  ]);

const buildAdminIfStale = ({ force = false } = {}) => {
  const wanted = inputsHash();
  const current = readStamp(stampFile);
  if (!force && current === wanted && fs.existsSync(path.join(buildDir, 'index.html'))) return false;
  console.log('Building the admin panel (about a minute)...');
  const result = spawnSync(
    process.execPath,
    [
      path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js'),
      'build',
      '--minify',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
    },
  );
  if (result.status !== 0) throw new Error(`admin build failed with status ${result.status}`);
  writeStamp(stampFile, wanted);
  return true;
};

if (require.main === module) {
  try {
    buildAdminIfStale({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

module.exports = { buildAdminIfStale };
