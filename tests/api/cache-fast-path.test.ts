import type { Response } from 'supertest';
import { fastPathAnswers, fastPathCounts, ownRoutes } from '../../src/plugins/contract/public';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Headers = Record<string, string | string[] | undefined>;

// Set by Node on every answer at the moment it is written, never by the application.
const CLOCK_HEADERS = ['date'];

/** An answer as a client sees it: status, headers (the clock's aside), body bytes. */
const seen = (res: Response) => {
  const headers: Headers = { ...res.headers };
  for (const name of CLOCK_HEADERS) delete headers[name];
  return { status: res.status, headers, body: res.text ?? '' };
};

/**
 * The remaining count moves by one a request, and the seconds to the window's reset may cross a
 * clock second between two requests: both compared apart.
 */
const withoutRemaining = (answer: ReturnType<typeof seen>) => {
  const { ['x-ratelimit-remaining']: remaining, ['x-ratelimit-reset']: reset, ...headers } = answer.headers;
  return { answer: { ...answer, headers }, remaining: Number(remaining), reset: Number(reset) };
};

/** Reset times a second apart at most (the same window, read across a clock second). */
const sameWindow = (...answers: Array<{ reset: number }>) =>
  Math.max(...answers.map((a) => a.reset)) - Math.min(...answers.map((a) => a.reset)) <= 1;

const fastPathOn = (app: TestApp, on: boolean) => app.strapi.config.set('plugin::contract.cacheFastPath', on);

/**
 * CONTRACT §1.5: a hit of the response cache is answered at the head of the chain with exactly
 * the bytes and headers the full path sends. Each request is made twice, with the fast path off
 * and on, against the same cached entry, with the same request id.
 */
describe('response-cache hits on the fast path', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  let region = '';

  beforeAll(async () => {
    // The seeded catalog: every collection has records, so every cacheable route answers 200.
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    tokens.user = await tokenFor(app.strapi, await createUser(app.strapi, { email: 'user@fast.test' }));
    region = (await app.http().get('/api/regions')).body.data[1].id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * The same request through the full path (fast path off), then twice with the fast path on: the
   * first from an origin not seen yet is answered by the middleware, which records the header
   * middlewares' contribution; the next by the server's listener, before Koa.
   */
  const bothWays = async (path: string, headers: Record<string, string> = {}) => {
    const send = () => {
      const req = app.http().get(path).set('X-Request-Id', 'fast-path-check');
      for (const [name, value] of Object.entries(headers)) req.set(name, value);
      return req;
    };
    fastPathOn(app, false);
    await send(); // the full path stores the entry
    const full = withoutRemaining(seen(await send()));
    fastPathOn(app, true);
    const before = fastPathAnswers();
    const fast = withoutRemaining(seen(await send()));
    const listenerBefore = fastPathCounts.listener;
    const direct = withoutRemaining(seen(await send()));
    return {
      full,
      fast,
      direct,
      servedFast: fastPathAnswers() - before,
      byListener: fastPathCounts.listener - listenerBefore,
    };
  };

  /** A path with its parameters filled: the region's key, else the first record of the collection listed. */
  const urlOf = async (path: string) => {
    const list = path.replace(/\/:id.*$/, '');
    if (!path.includes(':id')) return path.replace(':key', region);
    const first = (await app.http().get(`${list}?per_page=1`)).body.data[0];
    return path.replace(':id', String(first.id));
  };

  it('answers every cacheable route as the full path does, byte by byte and header by header', async () => {
    const cacheable = ownRoutes(app.strapi).filter((route) => route.method === 'GET' && route.cache);
    expect(cacheable.length).toBeGreaterThan(20);
    for (const route of cacheable) {
      const url = await urlOf(route.path);
      const { full, fast, direct, servedFast, byListener } = await bothWays(url);
      expect({ url, status: full.answer.status }).toEqual({ url, status: 200 });
      expect({ url, ...fast.answer }).toEqual({ url, ...full.answer });
      expect({ url, ...direct.answer }).toEqual({ url, ...full.answer });
      expect({ url, sameWindow: sameWindow(full, fast, direct) }).toEqual({ url, sameWindow: true });
      expect({ url, servedFast, byListener, counted: [fast.remaining, direct.remaining] }).toEqual({
        url,
        servedFast: 2,
        byListener: 1,
        counted: [full.remaining - 1, full.remaining - 2],
      });
    }
  });

  it.each([
    ['a matching If-None-Match (304)', { 'If-None-Match': '*' }],
    ['an allowed origin', { Origin: 'http://localhost:8080' }],
    ['a disallowed origin', { Origin: 'http://evil.example' }],
    ['Accept-Language ar', { 'Accept-Language': 'ar-EG,ar;q=0.9' }],
  ])('keeps %s identical', async (_, headers) => {
    const { full, fast, direct, servedFast, byListener } = await bothWays(
      '/api/destinations?per_page=5',
      headers,
    );
    expect(fast.answer).toEqual(full.answer);
    expect(direct.answer).toEqual(full.answer);
    expect(sameWindow(full, fast, direct)).toBe(true);
    expect([servedFast, byListener]).toEqual([2, 1]);
  });

  it('keeps ?locale=ar and its language identical', async () => {
    const { full, fast, direct } = await bothWays('/api/destinations?locale=ar&per_page=5');
    expect(fast.answer).toEqual(full.answer);
    expect(direct.answer).toEqual(full.answer);
    expect(fast.answer.headers['content-language']).toBe('ar');
  });

  it('leaves preflights, HEAD, tokens and unusual queries to the full path', async () => {
    await app.http().get('/api/hotels');
    const before = fastPathAnswers();
    const preflight = await app
      .http()
      .options('/api/hotels')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect((await app.http().head('/api/hotels')).status).toBe(200);
    expect((await app.http().get('/api/hotels').set('Authorization', `Bearer ${tokens.user}`)).status).toBe(
      200,
    );
    expect((await app.http().get('/api/hotels?filters[name]=x')).status).not.toBe(500);
    expect(fastPathAnswers()).toBe(before);
  });

  it('refuses a blocked account’s token on a cached read', async () => {
    const blocked = await createUser(app.strapi, { email: 'blocked@fast.test', blocked: true });
    const token = await tokenFor(app.strapi, blocked);
    await app.http().get('/api/countries');
    const res = await app.http().get('/api/countries').set('Authorization', `Bearer ${token}`);
    expect([res.status, res.body.error?.type]).toEqual([403, 'account_blocked']);
  });
});

describe('an exhausted throttle on the fast path', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({ env: { THROTTLE_CATALOG: '4/60' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 as the full path does, counting every hit', async () => {
    const get = () => app.http().get('/api/regions').set('X-Request-Id', 'throttled');
    const answers: Array<ReturnType<typeof seen>> = [];
    fastPathOn(app, false);
    await get(); // stored
    answers.push(seen(await get()));
    fastPathOn(app, true);
    const before = fastPathAnswers();
    const listenerBefore = fastPathCounts.listener;
    answers.push(seen(await get()), seen(await get()));
    expect([fastPathAnswers() - before, fastPathCounts.listener - listenerBefore]).toEqual([2, 1]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    fastPathOn(app, false);
    const fullRefusal = seen(await get());
    fastPathOn(app, true);
    // Refused by the listener's throttle, written by the envelope as on the full path.
    const fastRefusal = seen(await get());
    expect(fullRefusal.status).toBe(429);
    const stamp = (answer: ReturnType<typeof seen>) => ({
      ...answer,
      body: answer.body.replace(/"timestamp":"[^"]+"/, '"timestamp":"T"'),
      headers: { ...answer.headers, 'retry-after': 'R', 'x-ratelimit-reset': 'R' },
    });
    expect(stamp(fastRefusal)).toEqual(stamp(fullRefusal));
  });
});
