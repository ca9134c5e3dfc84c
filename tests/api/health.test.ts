import type { Context } from 'koa';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { captureLog, type CapturedLog } from '../helpers/log-capture';
import { startSmtpServer } from '../helpers/smtp';
import { startStalledRedis } from '../helpers/stalled-redis';
import { mountTestRoutes } from '../helpers/test-routes';
import { createUser, tokenFor } from '../helpers/users';

const expectedRedis = process.env.REDIS_URL ? 'up' : 'disabled';
const GENEROUS_LIMITS = { HEALTH_PROBE_TIMEOUT_MS: '2000', REDIS_COMMAND_TIMEOUT_MS: '2000' };

const probeRoutes = (strapi: TestApp['strapi']) =>
  mountTestRoutes(strapi, [
    {
      method: 'GET',
      path: '/logged/:thing',
      access: 'verified',
      throttle: 'api',
      handler: (ctx: Context) => {
        ctx.body = { success: true, message: 'ok', data: null };
      },
    },
    {
      method: 'GET',
      path: '/boom',
      access: 'public',
      throttle: 'api',
      handler: () => {
        throw new Error('kaboom');
      },
    },
  ]);

describe('GET /api/health, readiness, liveness, and the JSON request log (ACCESS_LOG=true)', () => {
  let app: TestApp;
  let captured: CapturedLog;
  beforeAll(async () => {
    // The report's shape, not its time limits: generous limits keep a loaded machine from failing a probe.
    const env = { ACCESS_LOG: 'true', LOG_FORMAT: 'json', ...GENEROUS_LIMITS };
    app = await bootStrapi({ env, beforeMount: probeRoutes });
    captured = captureLog(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    captured.lines.length = 0;
  });

  it('reports every dependency with its latency', async () => {
    const res = await app.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Service is healthy',
      data: {
        status: 'ok',
        draining: false,
        failing: [],
        checks: {
          database: {
            status: 'up',
            latency_ms: expect.any(Number),
            client: process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite',
          },
          redis:
            expectedRedis === 'up'
              ? { status: 'up', latency_ms: expect.any(Number) }
              : { status: 'disabled' },
          queue: {
            status: 'up',
            latency_ms: expect.any(Number),
            driver: process.env.REDIS_URL ? 'bullmq' : 'inline',
            waiting: expect.any(Number),
          },
          mail: { status: 'up', transport: 'files' },
          realtime: {
            status: 'up',
            driver: 'embedded',
            bus: process.env.REDIS_URL ? 'redis' : 'local',
            sockets: 0,
            subscriptions: 0,
          },
        },
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ready = await app.http().get('/api/health/ready');
    expect([ready.status, ready.body.data]).toEqual([200, { status: 'ready' }]);
    const live = await app.http().get('/api/health/live');
    expect([live.status, live.body.data]).toEqual([200, { status: 'alive', draining: false }]);
  });

  it('logs one JSON line per request: request id, method, route template, status, duration, user id', async () => {
    const user = await createUser(app.strapi, { email: 'logged@example.com' });
    const token = await tokenFor(app.strapi, user);
    const res = await app
      .http()
      .get('/api/__test/logged/42?token=secret&x=1')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    await app.http().get('/api/no-such-route');
    expect(captured.entries()).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'request',
        request_id: res.headers['x-request-id'],
        method: 'GET',
        path: '/api/__test/logged/42?token=[hidden]&x=1',
        route: '/api/__test/logged/:thing',
        status: 200,
        duration_ms: expect.any(Number),
        user_id: user.id,
        timestamp: expect.any(String),
      }),
      expect.objectContaining({ event: 'request', route: null, status: 404, user_id: null }),
    ]);
    expect(captured.lines.join('\n')).not.toContain('secret');
  });

  it('logs an unexpected 500 once, with its stack and request id', async () => {
    const res = await app.http().get('/api/__test/boom');
    expect(res.status).toBe(500);
    const failures = captured.entries().filter((entry) => entry.event === 'failure');
    expect(failures).toEqual([
      expect.objectContaining({
        level: 'error',
        request_id: res.headers['x-request-id'],
        route: '/api/__test/boom',
        status: 500,
        error: expect.objectContaining({ message: 'kaboom', stack: expect.stringMatching(/kaboom\n\s+at /) }),
      }),
    ]);
  });

  // Last in this file: it takes the database away from this instance.
  it('answers 503 naming the database when it does not answer, on /health and /health/ready', async () => {
    await app.strapi.db.connection.destroy();
    try {
      const res = await app.http().get('/api/health');
      expect(res.status).toBe(503);
      const message = 'A critical dependency of the service is unavailable: database.';
      expect(res.body).toEqual({
        success: false,
        message,
        error: expect.objectContaining({
          type: 'upstream_unavailable',
          status: 503,
          state: 'down',
          message,
          request_id: res.headers['x-request-id'],
          failing: ['database'],
          checks: expect.objectContaining({
            database: expect.objectContaining({ status: 'down', latency_ms: expect.any(Number) }),
            queue: expect.objectContaining({ status: 'up' }),
          }),
        }),
      });
      const ready = await app.http().get('/api/health/ready');
      expect([ready.status, ready.body.error.failing]).toEqual([503, ['database']]);
      expect((await app.http().get('/api/health/live')).status).toBe(200);
    } finally {
      // Bring the pool back so the instance can shut down cleanly.
      await app.strapi.db.connection.initialize();
    }
  });
});

describe('GET /api/health with Redis unreachable and an SMTP server (ACCESS_LOG off)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No queue worker: BullMQ's blocking connection to an unreachable Redis outlives its close and
    // keeps a lone jest process alive; the producer is what the health probe asks.
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6399',
      QUEUE_WORKERS: 'false',
      LOG_FORMAT: 'json',
      ...GENEROUS_LIMITS,
    };
    app = await bootStrapi({ env: { ...env, ...smtp.env } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('is degraded, not down: 200 with redis and the queue down, the mail server verified', async () => {
    const captured = captureLog(app);
    const res = await app.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service is degraded');
    expect(res.body.data).toEqual(
      expect.objectContaining({ status: 'degraded', failing: ['redis', 'queue'] }),
    );
    expect(res.body.data.checks).toEqual({
      database: expect.objectContaining({ status: 'up' }),
      redis: { status: 'down', latency_ms: expect.any(Number), reason: 'failed' },
      queue: {
        status: 'down',
        latency_ms: expect.any(Number),
        reason: expect.any(String),
        driver: 'bullmq',
        waiting: null,
      },
      mail: { status: 'up', latency_ms: expect.any(Number), transport: 'smtp' },
      // Live events keep flowing on this instance while Redis is away (docs/live.md).
      realtime: { status: 'up', driver: 'embedded', bus: 'redis', sockets: 0, subscriptions: 0 },
    });
    // Throttles fall back to their in-memory insurance limiter while Redis is away.
    expect(res.headers['x-ratelimit-limit']).toBe('100000');
    // Without ACCESS_LOG no line per request; the probes that failed are said (warn).
    const entries = captured.entries();
    expect(entries.filter((entry) => entry.event === 'request')).toEqual([]);
    expect(entries.filter((entry) => entry.event === 'health').length).toBeGreaterThanOrEqual(2);
  });
});

describe.each([
  ['a Redis that accepts connections and never answers', 'silent' as const],
  ['a Redis that answers the handshake, then stops answering', 'stalls' as const],
])('GET /api/health within 500 ms with %s', (_label, mode) => {
  let app: TestApp;
  let redis: Awaited<ReturnType<typeof startStalledRedis>>;
  beforeAll(async () => {
    redis = await startStalledRedis(mode);
    const env = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `test:stalled-${mode}-${process.pid}`,
      QUEUE_WORKERS: 'false',
      // The service's defaults (config/plugins.ts): the suite raises the command limit elsewhere.
      REDIS_COMMAND_TIMEOUT_MS: '100',
      HEALTH_PROBE_TIMEOUT_MS: '250',
    };
    app = await bootStrapi({ env });
  });
  afterAll(async () => {
    // Connections reset first: a client waiting on the stalled Redis then fails instead of hanging the close.
    await redis?.close();
    await app?.close();
  });

  // The limits (a 100 ms Redis command, a 250 ms probe) put an answer near 350 ms; the bound here is
  // loose enough for a busy test machine and still far below what a hang, or the former 2 s probe
  // limit, would take. `reason: timeout` shows that the limits, not Redis, ended the probes.
  it('answers 12 times in a row, each at once, naming redis and the queue down', async () => {
    for (let sample = 0; sample < 12; sample += 1) {
      const started = Date.now();
      const res = await app.http().get('/api/health');
      const elapsed = Date.now() - started;
      expect([sample, res.status, elapsed < 1500 ? 'at once' : elapsed]).toEqual([sample, 200, 'at once']);
      expect(res.body.data).toEqual(
        expect.objectContaining({ status: 'degraded', failing: ['redis', 'queue'] }),
      );
      expect(res.body.data.checks).toEqual({
        database: expect.objectContaining({ status: 'up' }),
        redis: {
          status: 'down',
          latency_ms: expect.any(Number),
          reason: expect.stringMatching(/^(timeout|failed)$/),
        },
        queue: expect.objectContaining({
          status: 'down',
          reason: 'timeout',
          driver: 'bullmq',
          waiting: null,
        }),
        mail: { status: 'up', transport: 'files' },
        realtime: expect.objectContaining({ status: 'up', driver: 'embedded', bus: 'redis' }),
      });
      if (mode === 'stalls') expect(res.body.data.checks.redis.reason).toBe('timeout');
    }
  });
});
