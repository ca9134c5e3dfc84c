#!/usr/bin/env node
/**
 * `npm test`: compile with tsc unless dist/ is current (a type error fails here, it never hangs
 * jest), then jest over the compiled tests. Extra arguments go to jest; `.ts` test paths are
 * mapped to dist.
 */
const path = require('path');
const { spawnSync } = require('child_process');
const { compileIfStale } = require('./compile');

const root = path.join(__dirname, '..');
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

try {
  compileIfStale();
} catch (error) {
  // tsc has printed what failed.
  console.error(`${error.message}: no tests were run.`);
  process.exit(1);
}

const args = process.argv
  .slice(2)
  .map((arg) => (arg.endsWith('.ts') ? arg.replace(/\.ts$/, '').replace(/^(\.\/)?/, '') : arg));
process.exit(
  run(process.execPath, [require.resolve('jest/bin/jest'), '--config', 'jest.config.js', ...args], {
    ...process.env,
    NODE_ENV: 'test',
  }),
);
