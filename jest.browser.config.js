/**
 * `npm run test:browser`: the pages people click, in Debian's Chromium through playwright-core,
 * against a Strapi serving the built admin panel (compiled tests under dist/tests/browser).
 */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/dist/tests/browser'],
  testMatch: ['**/*.test.js'],
  // Strapi and the app load once per run (scripts/jest/shared-runtime.js); each file boots its own.
  testEnvironment: '<rootDir>/scripts/jest/shared-environment.js',
  runtime: '<rootDir>/scripts/jest/shared-runtime.js',
  // Compiled JavaScript runs as it is: no Babel pass over dist/.
  transform: {},
  globalSetup: '<rootDir>/scripts/jest/global-setup.js',
  testTimeout: 180000,
  // Two files at once: each waits on Chromium and on its Strapi much of the time (on 2 cores the nine
  // files took 110 s, where one at a time took 128 s).
  maxWorkers: 2,
};
