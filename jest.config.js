/**
 * Jest runs the compiled JavaScript under dist/ (scripts/test.js compiles first, so a TypeScript
 * error fails the run before any test starts). Three projects (docs/decisions.md, issue 35):
 * - `units`: pure logic (dist/src/**, dist/tests/unit), once per run, with jest's own isolation;
 * - `api`: each file boots its own Strapi instance on its own database (a copy of a template), on
 *   the driver the run names; Strapi's and the app's modules load once per worker
 *   (scripts/jest/shared-runtime.js), not once per file;
 * - `processes`: files that start, kill or drain other processes (`npm run test:processes`,
 *   PostgreSQL + Redis in CI, one worker so no other file's boots take their CPU).
 * `npm test` runs `units` and `api` (scripts/test.js).
 */
const os = require('os');
const path = require('path');

const dist = (...parts) => path.join('<rootDir>', 'dist', ...parts);
const common = {
  rootDir: __dirname,
  testMatch: ['**/*.test.js'],
  // Compiled JavaScript runs as it is: no Babel pass over dist/ (nothing here needs jest.mock hoisting).
  transform: {},
  modulePathIgnorePatterns: ['<rootDir>/src/', '<rootDir>/node_modules/.cache/'],
};
// Strapi and the app load once per worker (scripts/jest/shared-runtime.js); each file boots its own.
const sharingStrapi = {
  ...common,
  testEnvironment: '<rootDir>/scripts/jest/shared-environment.js',
  runtime: '<rootDir>/scripts/jest/shared-runtime.js',
};

module.exports = {
  globalSetup: '<rootDir>/scripts/jest/global-setup.js',
  testTimeout: 120000,
  reporters: ['default', '<rootDir>/scripts/jest/timings.js'],
  // One more worker than cores: a file waits on its database and its HTTP round trips part of the
  // time (on 2 cores, 3 workers took the SQLite pass from 208 s to 150 s). At most 6: memory.
  maxWorkers: process.env.JEST_WORKERS
    ? Number(process.env.JEST_WORKERS)
    : Math.min(os.availableParallelism() + 1, 6),
  projects: [
    { ...common, displayName: 'units', testEnvironment: 'node', roots: [dist('src'), dist('tests', 'unit')] },
    { ...sharingStrapi, displayName: 'api', roots: [dist('tests', 'api')] },
    { ...sharingStrapi, displayName: 'processes', roots: [dist('tests', 'processes')] },
  ],
};
