import { DEFAULT_THROTTLES, ownRoutes, DeclaredRoute } from '../../src/plugins/contract/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/**
 * "Every bad input has a defined answer": every route of the contract, called by the most
 * privileged caller (so the request reaches validation and the service) with hostile path
 * parameters, bodies and queries, answers with the envelope and a status below 500.
 */
const PARAMS = ['1', '0', '-1', '999999999999', 'abc', '1.5', '%00', '%27%20OR%201%3D1', 'x'.repeat(300)];

const BODIES: Array<[string, unknown]> = [
  ['a string', '"text"'],
  ['null', 'null'],
  ['a number', '42'],
  ['operators', { id: { $ne: 0 }, email: { $gt: '' }, plan_id: { $in: [1] }, where: { $or: [] } }],
  [
    'wrong types',
    {
      email: 7,
      password: [],
      name: { a: 1 },
      plan_id: 'abc',
      type: 5,
      trip_id: -1,
      token: null,
      page: 'x',
      data: 'x',
      plans: 'x',
    },
  ],
  [
    'huge values',
    { plan_id: 1e308, name: 'n'.repeat(70000), price_cents: -1e20, email: `${'a'.repeat(300)}@example.test` },
  ],
  [
    'ids beyond the serial range',
    {
      destination_id: 1e12,
      country_id: 2 ** 31,
      category_id: 2 ** 31,
      region_id: 2 ** 31,
      trip_id: 2 ** 31,
      plan_id: 2 ** 31,
      price: 1e300,
      rating: 1e300,
      stars: 2 ** 31,
      duration_minutes: 2 ** 40,
      ai_quota_monthly: 2 ** 40,
      price_cents: 2 ** 40,
    },
  ],
  [
    'NUL characters',
    {
      email: 'a\u0000@example.test',
      name: 'x\u0000',
      plan_id: '1\u0000',
      ['k\u0000']: 1,
      type: 'subscription',
    },
  ],
  [
    'nested junk',
    { data: { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }, plans: [{}], items: [[]] },
  ],
];

const QUERIES = [
  'page=-1&per_page=abc',
  'page=99999999999999999999&per_page=0',
  'sort=;drop table users',
  'sort=-&sort=+',
  'filters[$where]=1',
  'search=%00%ff',
  'locale=xx-INVALID&lang[]=1',
  'status[]=a&status[]=b',
  'id=abc&user_id[$gt]=0',
];

const concrete = (path: string, value: string) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, value);

describe('the route sweep: hostile input never yields a 500', () => {
  let app: TestApp;
  let token: string;
  const throttles = Object.fromEntries(
    Object.keys(DEFAULT_THROTTLES).map((name) => [`THROTTLE_${name.toUpperCase()}`, '1000000/60']),
  );

  beforeAll(async () => {
    app = await bootStrapi({ env: throttles });
    const root = await createUser(app.strapi, { email: 'sweep-root@example.test', role: 'super_admin' });
    token = await tokenFor(app.strapi, root, ['super_admin']);
  });
  afterAll(async () => {
    await app?.close();
  });

  // Routes that end the caller's session would turn the rest of the sweep into 401s.
  const sessionEnding = (route: DeclaredRoute) =>
    /logout|revoke|refresh|\/me$|delete-account|\/password/.test(route.path) && route.method !== 'GET';
  const routes = () => ownRoutes(app.strapi).filter((route) => !sessionEnding(route));

  const call = (method: string, url: string, body?: unknown, auth = true) => {
    let req = app.http()[method.toLowerCase() as 'get'](url);
    if (auth) req = req.set('Authorization', `Bearer ${token}`);
    if (body === undefined) return req;
    return typeof body === 'string'
      ? req.set('Content-Type', 'application/json').send(body)
      : req.send(body as object);
  };

  const expectDefined = (
    res: { status: number; body: { error?: { type?: string } }; headers: Record<string, string> },
    label: string,
    authenticated = true,
  ) => {
    if (res.status >= 500)
      throw new Error(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    // The sweep must reach past authentication, or it proves nothing about the handlers.
    if (authenticated && res.status === 401 && res.body.error?.type !== 'invalid_signature')
      throw new Error(`${label} → 401: the sweep's caller lost its session`);
    if (res.status >= 400 && res.headers['content-type']?.includes('json')) {
      if (typeof res.body.error?.type !== 'string')
        throw new Error(`${label} → ${res.status} without an error envelope`);
    }
  };

  it('covers the contract', () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  it('answers hostile path parameters', async () => {
    for (const route of routes().filter((r) => r.path.includes(':'))) {
      for (const value of PARAMS) {
        const url = concrete(route.path, value);
        expectDefined(await call(route.method, url), `${route.method} ${url}`);
      }
    }
  });

  it('answers hostile bodies', async () => {
    for (const route of routes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const url = concrete(route.path, '1');
      for (const [name, body] of BODIES)
        expectDefined(await call(route.method, url, body), `${route.method} ${url} with ${name}`);
    }
  });

  it('answers hostile queries', async () => {
    for (const route of routes().filter((r) => r.method === 'GET')) {
      for (const query of QUERIES) {
        const url = `${concrete(route.path, '1')}?${query}`;
        expectDefined(await call('GET', url), `GET ${url}`);
      }
    }
  });

  it('answers anonymous callers too', async () => {
    for (const route of routes()) {
      const url = concrete(route.path, '1');
      expectDefined(
        await call(
          route.method,
          url,
          ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
          false,
        ),
        `anonymous ${route.method} ${url}`,
        false,
      );
    }
  });
});
