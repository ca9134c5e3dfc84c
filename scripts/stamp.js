/**
 * Content stamps of build inputs: a build is skipped when the stamp it recorded still matches.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');

/** What the app is made of: the compile's inputs (with tests and benches) and the template databases'. */
const APP_INPUTS = ['tsconfig.json', 'package-lock.json', 'config', 'src', 'database'];

const filesUnder = (dir) => {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
};

/** sha256 over the relative paths and contents of `inputs` (files, or directories walked). */
const stampOf = (inputs) => {
  const hash = crypto.createHash('sha256');
  const files = inputs
    .flatMap((input) =>
      fs.existsSync(input) && fs.statSync(input).isDirectory() ? filesUnder(input) : [input],
    )
    .sort();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
};

const readStamp = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '');

const writeStamp = (file, stamp) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${stamp}\n`);
};

module.exports = { root, APP_INPUTS, stampOf, readStamp, writeStamp };
