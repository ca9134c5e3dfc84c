/**
 * Removes compiled files whose TypeScript source is gone. tsc never deletes outputs, and Strapi
 * loads every file under dist/src/api/<name>/routes: a route file deleted from src would still
 * be served (or refuse the boot) from a stale dist/.
 */
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const distDir = path.join(root, 'dist');
const OUTPUT = /\.(js|js\.map|d\.ts)$/;

const prune = (dir) => {
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += prune(full);
      if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      continue;
    }
    if (!OUTPUT.test(entry.name)) continue;
    const source = path.join(root, path.relative(distDir, full)).replace(OUTPUT, '');
    if (!fs.existsSync(`${source}.ts`) && !fs.existsSync(`${source}.js`)) {
      fs.rmSync(full);
      removed += 1;
    }
  }
  return removed;
};

/** Prunes dist/{src,config,database,tests,bench}; returns how many files went. */
const pruneDist = () =>
  ['src', 'config', 'database', 'tests', 'bench'].reduce(
    (sum, part) => sum + prune(path.join(distDir, part)),
    0,
  );

module.exports = { pruneDist };
