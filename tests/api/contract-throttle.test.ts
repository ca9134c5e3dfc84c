import type { Context } from 'koa';
import { respond } from '../../src/plugins/contract/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { mountTestRoutes } from '../helpers/test-routes';
import { createUser, tokenFor } from '../helpers/users';

const ok = (ctx: Context) => respond(ctx, { ok: true });

describe('throttles (CONTRACT §7)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({
      // Small windows so the limits are reached quickly; the keys stay those of the contract.
      env: {
        THROTTLE_LOGIN: '3/60',
        THROTTLE_REFRESH: '2/60',
        THROTTLE_AI: '5/60,2/86400',
        THROTTLE_API: '100000/60',
      },
      beforeMount: (strapi) =>
        mountTestRoutes(strapi, [
          { method: 'POST', path: '/login-like', access: 'public', throttle: 'login', handler: ok },
          { method: 'POST', path: '/login-alias', access: 'public', throttle: 'login', handler: ok },
          { method: 'POST', path: '/refresh-like', access: 'token', throttle: 'refresh', handler: ok },
          { method: 'POST', path: '/ai-like', access: 'token', throttle: 'ai', handler: ok },
        ]),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts down with X-RateLimit-* headers, then answers 429 with Retry-After', async () => {
    const login = () => app.http().post('/api/__test/login-like').send({ email: 'Someone@Example.test' });
    const remaining = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await login();
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(res.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
      remaining.push(res.headers['x-ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await login();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: 'Too Many Attempts.',
      error: {
        type: 'too_many_requests',
        status: 429,
        message: 'Too Many Attempts.',
        timestamp: expect.any(String),
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('shares one counter between the routes of a throttle and keys login by IP and e-mail', async () => {
    const alias = await app.http().post('/api/__test/login-alias').send({ email: 'someone@example.test ' });
    expect(alias.status).toBe(429);
    const otherEmail = await app.http().post('/api/__test/login-alias').send({ email: 'other@example.test' });
    expect(otherEmail.status).toBe(200);
  });

  it('keys per user when a user is known', async () => {
    const [alice, bob] = await Promise.all([
      createUser(app.strapi, { email: 'alice@example.test' }),
      createUser(app.strapi, { email: 'bob@example.test' }),
    ]);
    const refresh = async (user: { id: number }) =>
      app
        .http()
        .post('/api/__test/refresh-like')
        .set('Authorization', `Bearer ${await tokenFor(app.strapi, user)}`);
    expect((await refresh(alice)).status).toBe(200);
    expect((await refresh(alice)).status).toBe(200);
    expect((await refresh(alice)).status).toBe(429);
    expect((await refresh(bob)).status).toBe(200);
  });

  it('applies every window of a throttle and reports the first in the headers', async () => {
    const carol = await createUser(app.strapi, { email: 'carol@example.test' });
    const carolToken = await tokenFor(app.strapi, carol);
    const ai = () => app.http().post('/api/__test/ai-like').set('Authorization', `Bearer ${carolToken}`);
    const first = await ai();
    expect(first.status).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
    expect((await ai()).status).toBe(200);
    const daily = await ai();
    expect(daily.status).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('does not count requests refused before the throttle (no token)', async () => {
    const res = await app.http().post('/api/__test/refresh-like');
    expect(res.status).toBe(401);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('puts the default throttle headers on every declared route', async () => {
    const res = await app.http().get('/api/health');
    expect(res.headers['x-ratelimit-limit']).toBe('100000');
  });
});
