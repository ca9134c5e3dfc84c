/**
 * Jest's global setup: stamps the code under test (the compiled app, its config, the test
 * environment of tests/helpers/strapi.ts) and makes sure this driver has the template databases
 * of that stamp, building the missing ones in parallel (tests/helpers/build-template.ts). Each
 * test's database is then a copy, not a build from nothing. TEST_TEMPLATES=false turns them off.
 */
const path = require('path');
const { spawn } = require('child_process');
const { root, APP_INPUTS, stampOf } = require('../stamp');

const VARIANTS = ['base', 'catalog'];
const STAMPED = APP_INPUTS.concat(
  ['strapi.ts', 'database.ts', 'build-template.ts'].map((file) => path.join('tests', 'helpers', file)),
);

const build = (variant) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'dist', 'tests', 'helpers', 'build-template.js'), variant],
      { cwd: root, env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`template ${variant}: exit ${code}`)),
    );
  });

module.exports = async () => {
  if (process.env.TEST_TEMPLATES === 'false') return;
  // Workers inherit the stamp: without it (a failed build), every test boots from nothing.
  const stamp = stampOf(STAMPED.map((input) => path.join(root, input))).slice(0, 16);
  const started = Date.now();
  process.env.TEST_TEMPLATE_STAMP = stamp;
  try {
    await Promise.all(VARIANTS.map(build));
  } catch (error) {
    delete process.env.TEST_TEMPLATE_STAMP;
    process.stderr.write(`No template databases (${error.message}): every test boots from nothing.\n`);
    return;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\nTemplate databases ${stamp} (${process.env.DATABASE_CLIENT ?? 'sqlite'}) ready in ${seconds} s\n`,
  );
};
