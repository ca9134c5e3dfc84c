/**
 * Jest's Node environment, for files whose Strapi runs outside jest's sandbox (shared-runtime.js):
 * the test's `process.env` is the process's own, so what a test sets is what its Strapi reads. A
 * file's changes to the environment are undone when it ends, so the next file in the worker starts
 * from the same environment.
 *
 * The test's `Date` is the process's own too: a date a test hands to Strapi (a user's
 * `email_verified_at`) must be a `Date` to Strapi and its database driver, which check with
 * `instanceof`. Other values a test passes (objects, arrays, strings) are read by shape, not class.
 */
const path = require('path');
const { TestEnvironment } = require('jest-environment-node');

const root = path.join(__dirname, '..', '..');

/**
 * Strapi's `destroy()` calls `process.removeAllListeners()`. Inside jest's sandbox that was its
 * copy of `process`; loaded natively it is the worker's own, and the worker would lose the IPC
 * listener it takes its next test file from, and exit. The listeners the worker had before any
 * test file ran are put back after each such call.
 */
const keepWorkerListeners = () => {
  if (process.removeAllListeners.keepsWorkerListeners) return;
  const original = process.removeAllListeners;
  const kept = process.eventNames().map((name) => [name, process.rawListeners(name)]);
  const keeping = function removeAllListeners(...names) {
    original.apply(this, names);
    for (const [name, listeners] of kept) {
      if (names.length > 0 && !names.includes(name)) continue;
      for (const listener of listeners)
        if (!process.rawListeners(name).includes(listener)) process.on(name, listener);
    }
    return this;
  };
  keeping.keepsWorkerListeners = true;
  process.removeAllListeners = keeping;
};

/**
 * What a process keeps across Strapi instances, put back as a fresh process has it before each
 * file: the admin panel's login limiter (koa2-ratelimit keeps its hits per module, not per
 * instance, so the files of one worker would share one budget of admin logins) and the app's
 * metrics registry (process-wide by design: src/plugins/metrics/server/registry.ts).
 */
const PROCESS_STATE = [
  {
    module: () =>
      require.resolve('koa2-ratelimit', { paths: [require.resolve('@strapi/admin/package.json')] }),
    reset: (ratelimit) => ratelimit.Stores.Memory.cleanAll(),
  },
  {
    module: () => path.join(root, 'dist', 'src', 'plugins', 'metrics', 'server', 'registry.js'),
    reset: (metrics) => metrics.registry.resetMetrics(),
  },
];

const resetProcessState = () => {
  for (const { module, reset } of PROCESS_STATE) {
    const file = module();
    // Not loaded yet in this worker: a fresh module is already in its starting state.
    if (require.cache[file]) reset(require(file));
  }
};

class SharedEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    keepWorkerListeners();
    resetProcessState();
    this.environmentAtStart = { ...process.env };
    this.global.process.env = process.env;
    this.global.Date = Date;
  }

  async teardown() {
    const start = this.environmentAtStart;
    for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name];
    Object.assign(process.env, start);
    await super.teardown();
  }
}

module.exports = SharedEnvironment;
