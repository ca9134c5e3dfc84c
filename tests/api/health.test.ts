import { bootStrapi, TestApp } from '../helpers/strapi';

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
    expect(res.body).toMatchObject({ success: true, message: 'Service is healthy', data: { status: 'ok' } });
    expect(res.body.data.checks.database).toMatchObject({ status: 'up' });
    expect(res.body.data.checks.redis.status).toBe(process.env.REDIS_URL ? 'up' : 'disabled');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
