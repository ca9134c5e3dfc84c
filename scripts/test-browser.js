#!/usr/bin/env node
/**
 * `npm run test:browser`: compiles unless dist/ is current, builds the admin panel when it is missing or stale, then runs
 * the browser tests (jest.browser.config.js) in Debian's Chromium (`/usr/bin/chromium`, or
 * CHROMIUM_PATH). A failed test leaves a screenshot and the page's console in .tmp/browser-artifacts/.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { buildAdminIfStale } = require('./build-admin');
const { compileIfStale } = require('./compile');

const root = path.join(__dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const run = (args, env = process.env) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

try {
  compileIfStale();
} catch (error) {
  // tsc has printed what failed.
  console.error(`${error.message}: no browser test was run.`);
  process.exit(1);
}
buildAdminIfStale();
// `tests/browser/x.test.ts` names its compiled file, as `npm test` reads it (a path pattern to jest).
const testPaths = process.argv
  .slice(2)
  .map((arg) => (arg.endsWith('.ts') ? arg.replace(/\.ts$/, '').replace(/^(\.\/)?/, '') : arg));
process.exit(
  run([require.resolve('jest/bin/jest'), '--config', 'jest.browser.config.js', ...testPaths], {
    ...process.env,
    NODE_ENV: 'test',
  }),
);
