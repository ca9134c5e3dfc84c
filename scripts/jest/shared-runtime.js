/**
 * Jest's runtime, with one change for the files that boot Strapi (jest.config.js): Strapi and the
 * compiled app are loaded by Node's own `require`, once per jest worker, not again in every test
 * file's module registry. Loading them took about 7 s per file inside jest's registry; a worker's
 * second boot now takes under a second. Each file still boots its own Strapi on its own database.
 *
 * What stays per file: the test file, its helpers and the libraries they load themselves (supertest,
 * pg, exceljs...), so a test's own objects and matchers live in its own realm as before. Unit tests
 * keep jest's own runtime: they may stub what they import.
 */
const path = require('path');
const { builtinModules } = require('module');
const Runtime = require('jest-runtime').default;

const root = path.join(__dirname, '..', '..');
const SHARED = [
  path.join(root, 'dist', 'src'),
  path.join(root, 'dist', 'config'),
  path.join(root, 'dist', 'database'),
  path.join(root, 'node_modules', '@strapi'),
].map((dir) => dir + path.sep);
const BUILTIN = new Set(builtinModules);

const isShared = (file) => SHARED.some((dir) => file.startsWith(dir));

class SharedRuntime extends Runtime {
  requireModuleOrMock(from, moduleName) {
    if (!BUILTIN.has(moduleName) && !moduleName.startsWith('node:')) {
      const file = this._resolveCjsModule(from, moduleName);
      if (isShared(file)) return require(file);
    }
    return super.requireModuleOrMock(from, moduleName);
  }
}

module.exports = SharedRuntime;
