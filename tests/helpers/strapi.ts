import fs from 'fs';
import { AddressInfo } from 'net';
import path from 'path';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { createTestDatabase } from './database';
import { recordTiming, timed } from './timings';
import { platform } from '../../src/plugins/platform/public';

const root = path.join(__dirname, '..', '..', '..');

/** Fixed secrets for tests; the process environment of CI never leaks into a test instance. */
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  ENV_PATH: path.join(root, '.tmp', 'tests', 'no-such.env'),
  APP_KEYS: 'testKeyA,testKeyB',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  API_TOKEN_SALT: 'test-api-token-salt',
  TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
  ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef',
  PAYMENT_HMAC_SECRET: 'test-payment-hmac-secret',
  REALTIME_APP_SECRET: 'test-realtime-app-secret',
  // Instances side by side: sockets on the API's own port only, unless a test gives them one.
  REALTIME_PORT: '',
  APP_URL: 'http://localhost:1337',
  SEED_PASSWORD: 'seed-password-for-tests',
  SEED_CATALOG: 'false',
  SMTP_HOST: '',
  MAIL_DIR: path.join(root, '.tmp', 'tests', 'mail'),
  FRONTEND_URL: 'http://localhost:8080',
  SERVE_ADMIN_PANEL: 'false',
  CRON_ENABLED: 'false',
  STRAPI_TELEMETRY_DISABLED: 'true',
  BROWSER: 'false',
  // Tests talk to one instance from one address: the shared limiters are raised unless a test sets them.
  THROTTLE_API: '100000/60',
  THROTTLE_CATALOG: '100000/60',
  // Two jest workers and their second instances share two cores: a process busy booting may not read
  // a Redis reply within the 100 ms a deployment allows, and would fall back to memory needlessly.
  // The health tests of a stalled Redis set the default back.
  REDIS_COMMAND_TIMEOUT_MS: '1000',
};

export type TestApp = {
  strapi: Core.Strapi;
  url: string;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
  /**
   * Stops the instance and keeps its database as the template of `variant` (build-template.ts);
   * `replace` puts it in the place of the one it was copied from.
   */
  closeAsTemplate(variant: string, options?: { replace?: boolean }): Promise<void>;
};

export type BootOptions = {
  /** Extra environment for this instance (e.g. THROTTLE_LOGIN, REDIS_URL). */
  env?: Record<string, string | undefined>;
  /** Called after load and before mount: register test-only routes here. */
  beforeMount?: (strapi: Core.Strapi) => void | Promise<void>;
  /** Serve the admin panel at /admin (browser tests; needs the built panel in dist/build). */
  adminPanel?: boolean;
  /** Listen on this port (one reserved with freePort, so APP_URL can name it); else any free port. */
  port?: number;
  /** Build the database from nothing, not from a template (a test of the first boot: seeding, sync). */
  fresh?: boolean;
};

/** Environment that changes what the first boot writes: such an instance boots from nothing. */
const SHAPES_THE_DATABASE =
  /^(SEED_|APP_NAME$|SITE_|PLATFORM_COMMISSION|ENCRYPTION_KEY$|API_TOKEN_SALT$|ADMIN_|PAYMENT_PROVIDER$|PAYMOB_)/;

/**
 * The template database an instance starts from (tests/helpers/database.ts): the seed with or
 * without the catalog, or none when the test shapes its first boot itself.
 */
const templateOf = (options: BootOptions) => {
  const env = options.env ?? {};
  const shaping = Object.keys(env).filter(
    (name) => SHAPES_THE_DATABASE.test(name) && name !== 'SEED_CATALOG',
  );
  if (options.fresh || shaping.length > 0) return null;
  return env.SEED_CATALOG === 'true' ? 'catalog' : 'base';
};

/**
 * Puts the environment back as it was, in place: Strapi reads the process's own `process.env`
 * (scripts/jest/shared-environment.js), so the object itself is never replaced.
 */
const restoreEnvironment = (saved: NodeJS.ProcessEnv) => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
};

/**
 * Boots a real Strapi from dist/ on a database of its own (a copy of a template when one fits);
 * `close()` tears both down. Each boot and teardown is timed (tests/helpers/timings.ts).
 */
export const bootStrapi = async (options: BootOptions = {}): Promise<TestApp> => {
  const started = performance.now();
  const { createStrapi } = await import('@strapi/strapi');
  const saved = { ...process.env };
  const database = await createTestDatabase(templateOf(options));

  const redisUrl = process.env.REDIS_URL;
  // Each instance gets its own Redis namespace unless a test shares one between instances on purpose.
  const redisEnv = redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `test:${database.name}` } : {};
  // Report files of this instance (and of the second instances it starts), apart from other tests'.
  const reportsEnv = { REPORTS_DIR: path.join(root, '.tmp', 'tests', 'reports', database.name) };
  Object.assign(process.env, TEST_ENV, database.env, redisEnv, reportsEnv);
  if (options.adminPanel) process.env.SERVE_ADMIN_PANEL = 'true';
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }

  const app = createStrapi({
    appDir: root,
    distDir: path.join(root, 'dist'),
    autoReload: false,
    serveAdminPanel: options.adminPanel ?? false,
  } as never);
  app.log.level = 'error';
  try {
    await app.load();
    await options.beforeMount?.(app);
    app.server.mount();
    // Listen once: supertest would otherwise listen per request, and concurrent requests collide.
    await new Promise<void>((resolve) =>
      app.server.httpServer.listen(options.port ?? 0, '127.0.0.1', resolve),
    );
  } catch (error) {
    await app.destroy().catch(() => undefined);
    await database.drop().catch(() => undefined);
    restoreEnvironment(saved);
    throw error;
  }

  recordTiming('boot', performance.now() - started, { template: database.fromTemplate });
  const { port } = app.server.httpServer.address() as AddressInfo;
  const stop = async () => {
    const redis = platform(app).redis.client();
    const prefix = process.env.REDIS_PREFIX;
    if (redis && prefix?.startsWith('test:')) {
      const keys = await redis.keys(`${prefix}:*`).catch(() => [] as string[]);
      if (keys.length > 0) await redis.del(...keys).catch(() => undefined);
    }
    await app.destroy();
    fs.rmSync(reportsEnv.REPORTS_DIR, { recursive: true, force: true });
    restoreEnvironment(saved);
  };
  return {
    strapi: app,
    url: `http://127.0.0.1:${port}`,
    http: () => request(`http://127.0.0.1:${port}`),
    close: () =>
      timed('teardown', async () => {
        await stop();
        await database.drop();
      }),
    async closeAsTemplate(variant: string, { replace = false } = {}) {
      // The planner's statistics travel with the copies (as autovacuum would have them in a
      // deployment): a fresh table's guess of one row makes PostgreSQL test a full-text match
      // once per pair of rows of a join.
      await app.db.connection.raw('ANALYZE');
      // Everything into the main file: a SQLite template is copied as that one file.
      if (database.env.DATABASE_CLIENT === 'sqlite')
        await app.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)');
      await stop();
      await database.keepAsTemplate(variant, replace);
    },
  };
};
