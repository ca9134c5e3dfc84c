/**
 * tsc into dist/, skipped when nothing it compiles changed since the last successful compile (a
 * restart then costs only Strapi's own boot; `npm test` after CI's type-check compiles nothing).
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { root, APP_INPUTS, stampOf, readStamp, writeStamp } = require('./stamp');
const { pruneDist } = require('./prune-dist');

const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.compile-stamp');
const inputs = () =>
  stampOf(
    // Everything tsconfig.json compiles: the tests and benches run from dist/ too.
    [...APP_INPUTS, 'tests', 'bench'].map((input) => path.join(root, input)),
  );

const compileIfStale = () => {
  const wanted = inputs();
  if (readStamp(stampFile) === wanted && fs.existsSync(path.join(distDir, 'src', 'index.js'))) return false;
  const compiled = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'],
    { cwd: root, stdio: 'inherit' },
  );
  if (compiled.status !== 0) throw new Error('TypeScript compilation failed');
  pruneDist();
  writeStamp(stampFile, wanted);
  return true;
};

module.exports = { distDir, compileIfStale };

// `node scripts/compile.js` (CI's type-check, npm run eval:planner) compiles; required, it only exports.
if (require.main === module) {
  try {
    compileIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
