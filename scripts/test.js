#!/usr/bin/env node
/**
 * `npm test`: compile with tsc unless dist/ is current (a type error fails here, it never hangs
 * jest), then jest over the compiled tests: the `units` and `api` projects (jest.config.js), or
 * `processes` alone with `--processes` (`npm run test:processes`, one worker). Extra arguments go
 * to jest (`--selectProjects api`, given last, picks projects itself); `.ts` test paths are mapped to dist, and
 * a path under tests/processes selects that project.
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

const given = process.argv.slice(2);
const processes = given.includes('--processes') || given.some((arg) => /(^|\/)tests\/processes\//.test(arg));
const args = given
  .filter((arg) => arg !== '--processes')
  .map((arg) => (arg.endsWith('.ts') ? arg.replace(/\.ts$/, '').replace(/^(\.\/)?/, '') : arg));
// Last: jest reads every word after --selectProjects as a project name, a test path included.
if (processes) args.unshift('--maxWorkers=1');
if (!given.includes('--selectProjects'))
  args.push('--selectProjects', ...(processes ? ['processes'] : ['units', 'api']));
process.exit(
  run(process.execPath, [require.resolve('jest/bin/jest'), '--config', 'jest.config.js', ...args], {
    ...process.env,
    NODE_ENV: 'test',
  }),
);
