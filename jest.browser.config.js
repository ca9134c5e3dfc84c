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
  // One file at a time: two at once took 110 s instead of 128 s, but on 2 cores a list page in the
  // Trash test once did not render within 30 s while another file drove its own Chromium.
  maxWorkers: 1,
};
