import { bootStrapi, TestApp } from '../helpers/strapi';

const expectedRedis = process.env.REDIS_URL ? 'up' : 'disabled';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports the database (and Redis when configured) as up', async () => {
    const res = await app.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Service is healthy',
      data: {
        status: 'ok',
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
        },
      },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.http().head('/api/health');
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  // Last in this file: it takes the database away from this instance.
  it('answers 503 upstream_unavailable when the database is gone', async () => {
    await app.strapi.db.connection.destroy();
    const res = await app.http().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      message: 'A dependency of the service is unavailable.',
      error: {
        type: 'upstream_unavailable',
        status: 503,
        message: 'A dependency of the service is unavailable.',
        timestamp: expect.any(String),
        request_id: res.headers['x-request-id'],
        checks: expect.objectContaining({ database: expect.objectContaining({ status: 'down' }) }),
      },
    });
    // Bring the pool back so the instance can shut down cleanly.
    await app.strapi.db.connection.initialize();
  });
});

describe('GET /api/health with Redis configured but unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({ env: { REDIS_URL: 'redis://127.0.0.1:6399' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with redis down, and the rest of the API keeps working', async () => {
    const res = await app.http().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.error.type).toBe('upstream_unavailable');
    expect(res.body.error.checks.redis.status).toBe('down');
    expect(res.body.error.checks.database.status).toBe('up');
    // Throttles fall back to their in-memory insurance limiter while Redis is away.
    expect(res.headers['x-ratelimit-limit']).toBe('100000');
    const docs = await app.http().get('/api/openapi.json');
    expect(docs.status).toBe(200);
  });
});
