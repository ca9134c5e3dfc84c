/**
 * Jest runs the compiled JavaScript under dist/ (scripts/test.js compiles first, so a
 * TypeScript error fails the run before any test starts). One Strapi per test file.
 */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/dist/tests', '<rootDir>/dist/src'],
  testMatch: ['**/*.test.js'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/scripts/jest-global-setup.js',
  testTimeout: 120000,
  // Compiled JavaScript runs as it is: no Babel pass over dist/ (nothing here needs jest.mock hoisting).
  transform: {},
  reporters: ['default', '<rootDir>/scripts/jest-timings.js'],
  maxWorkers: process.env.JEST_WORKERS ? Number(process.env.JEST_WORKERS) : 2,
  modulePathIgnorePatterns: ['<rootDir>/src/', '<rootDir>/node_modules/.cache/'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.tmp/', '<rootDir>/dist/tests/browser/'],
};
