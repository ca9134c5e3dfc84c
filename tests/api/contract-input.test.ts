import {
  DEFAULT_THROTTLES,
  ownRoutes,
  toJsonSchema,
  type DeclaredRoute,
  type ParamDoc,
} from '../../src/plugins/contract/public';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: Json };

/**
 * What a client sends is read one way (issue 20 items 5, 6 and 13; CONTRACT §10): every id in a
 * path, query or body is a positive integer within 1 … 2³¹−1 (else 404 in a path, 422 on the
 * parameter or field elsewhere); a `{type}` segment is one of a fixed list (else 404); a JSON
 * `null` body is an empty body. The walks below take the routes from their own declarations, so
 * a route added later is walked too.
 */
const NOT_IDS: unknown[] = [0, -1, 2147483648, 99999999999, -99999999999, 1.5, 'abc', '1e3'];
/** The `{type}` values of the fuzz run that answered 500 (51 of 62). */
const HOSTILE_SEGMENTS = ['%ff', '%25ff', '__proto__', 'constructor'];

/** A path parameter documented without a schema is a record id (the OpenAPI default). */
const isIdParam = (doc: ParamDoc | undefined) => typeof doc === 'string';
const paramsOf = (route: DeclaredRoute) =>
  [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
// The signed verification link checks its signature before anything else (CONTRACT §2.4): 403.
const SIGNED = (route: DeclaredRoute) => route.path.startsWith('/api/email/verify/');

type Path = Array<string | number>;
const isRecordIdSchema = (schema: Json) =>
  typeof schema.description === 'string' && schema.description.startsWith('A record id (1');
/** Where a request schema (JSON Schema of its zod body) holds ids, through objects, arrays and unions. */
const idPaths = (schema: Json, at: Path = []): Path[] => {
  if (at.length > 6) return [];
  if (isRecordIdSchema(schema)) return [at];
  const branches: Json[] = [...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])];
  const found = [
    ...branches.flatMap((branch) => idPaths(branch, at)),
    ...Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(([name, prop]) =>
      idPaths(prop, [...at, name]),
    ),
    ...(schema.items ? idPaths(schema.items as Json, [...at, 0]) : []),
  ];
  return [...new Map(found.map((path) => [path.join('.'), path])).values()];
};
/** A body holding `value` at `path` and nothing else. */
const bodyWith = (path: Path, value: unknown): Json => {
  const build = (rest: Path): unknown =>
    rest.length === 0
      ? value
      : typeof rest[0] === 'number'
        ? [build(rest.slice(1))]
        : { [rest[0]]: build(rest.slice(1)) };
  return build(path) as Json;
};

describe('what a client sends (CONTRACT §10)', () => {
  let app: TestApp;
  let root: string;
  let owner: string;
  const real: Record<string, string> = {};
  const throttles = Object.fromEntries(
    Object.keys(DEFAULT_THROTTLES).map((name) => [`THROTTLE_${name.toUpperCase()}`, '1000000/60']),
  );

  const call = (method: string, url: string, token?: string, body?: unknown): Promise<Res> => {
    let req = app.http()[method.toLowerCase() as 'get'](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (body === undefined) return req;
    return typeof body === 'string'
      ? req.set('Content-Type', 'application/json').send(body)
      : req.send(body as object);
  };
  const routes = () => ownRoutes(app.strapi).filter((route) => route.doc);
  const docParams = (route: DeclaredRoute) => route.doc!.params ?? {};

  /** Path parameters other than the one under test: a real record of the caller, or a good name. */
  const GOOD_NAMES: Record<string, string> = {
    type: 'hotel',
    key: 'europe',
    provider: 'google',
    asset: 'init.js',
    merchantOrderId: 'unknown-order',
    orderRef: 'unknown-order',
  };
  const realId = (route: DeclaredRoute, name: string) =>
    route.path.includes(`/destinations/:${name}`) ? real.destination : real.trip;
  const fill = (route: DeclaredRoute, except: string, value: string) =>
    route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, (_, name: string) =>
      name === except ? value : isIdParam(docParams(route)[name]) ? realId(route, name) : GOOD_NAMES[name],
    );

  beforeAll(async () => {
    app = await bootStrapi({ env: { ...throttles, SEED_CATALOG: 'true' } });
    const rootUser = await createUser(app.strapi, { email: 'input-root@example.test', role: 'super_admin' });
    root = await tokenFor(app.strapi, rootUser, ['super_admin']);
    const ownerUser = await createUser(app.strapi, { email: 'input-owner@example.test' });
    owner = await tokenFor(app.strapi, ownerUser);
    for (const collection of ['hotel', 'restaurant', 'destination'])
      real[collection] = String((await call('GET', `/api/${collection}s?per_page=1`)).body.data[0].id);
    const trip = await call('POST', '/api/trips', root, { title: 'Input walk' });
    expect(trip.status).toBe(201);
    real.trip = String(trip.body.data.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('`{type}` segments (item 5)', () => {
    const count = (uid: string) => app.strapi.db.query(uid).count({});

    it.each(HOSTILE_SEGMENTS)('answers %s as a type with 404 and writes nothing', async (segment) => {
      const before = [await count('api::favourite.favourite'), await count('api::review.review')];
      const attempts: Array<[string, string, unknown]> = [
        ['POST', `/api/favourites/${segment}/${real.hotel}`, {}],
        ['GET', `/api/reviews/${segment}/${real.hotel}`, undefined],
        ['POST', `/api/reviews/${segment}/${real.hotel}`, { rating: 5 }],
        ['POST', `/api/trips/${real.trip}/attach/${segment}`, { item_id: Number(real.hotel) }],
      ];
      for (const [method, url, body] of attempts) {
        const res = await call(method, url, root, body);
        expect([method, url, res.status, res.body.error?.type]).toEqual([method, url, 404, 'not_found']);
      }
      expect([await count('api::favourite.favourite'), await count('api::review.review')]).toEqual(before);
    });

    it('still resolves every alias: singular, plural, any case, the legacy morph class', async () => {
      for (const type of ['hotel', 'HOTELS', 'App%5CModels%5CHotel'])
        expect([type, (await call('GET', `/api/reviews/${type}/${real.hotel}`)).status]).toEqual([type, 200]);
      const added = await call('POST', `/api/favourites/Hotels/${real.hotel}`, owner, {});
      const removed = await call('POST', `/api/favourites/app%5Cmodels%5Chotel/${real.hotel}`, owner, {});
      expect([added.status, removed.status]).toEqual([201, 200]);
      const attached = await call('POST', `/api/trips/${real.trip}/attach/Hotels`, root, {
        item_id: Number(real.hotel),
      });
      expect(attached.status).toBe(200);
    });

    it('answers every path parameter of every route, with these values, with a 404', async () => {
      const failures: string[] = [];
      for (const route of routes().filter((r) => !SIGNED(r))) {
        for (const name of paramsOf(route)) {
          for (const segment of HOSTILE_SEGMENTS) {
            const url = fill(route, name, segment);
            const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
            const res = await call(route.method, url, root, body);
            if (res.status !== 404) failures.push(`${route.method} ${url} → ${res.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe('ids (item 6)', () => {
    it('answers a path id that is none with the resource 404, on every route', async () => {
      const failures: string[] = [];
      const walked = routes().filter(
        (route) => !SIGNED(route) && paramsOf(route).some((name) => isIdParam(docParams(route)[name])),
      );
      expect(walked.length).toBeGreaterThan(40);
      for (const route of walked) {
        for (const name of paramsOf(route).filter((n) => isIdParam(docParams(route)[n]))) {
          for (const value of NOT_IDS) {
            const url = fill(route, name, encodeURIComponent(String(value)));
            const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
            const res = await call(route.method, url, root, body);
            if (res.status !== 404 || res.body.error?.type !== 'not_found')
              failures.push(`${route.method} ${url} → ${res.status} ${res.body.error?.type}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    /** Every documented `*_id` query parameter, and the catalog's id filters on every catalog list. */
    const queryIds = () => {
      const catalogLists = routes().filter((route) =>
        JSON.stringify(route.doc!.parameters ?? []).includes('catalog_per_page'),
      );
      const documented = routes()
        .filter((route) => route.method === 'GET')
        .flatMap((route) =>
          ((route.doc!.parameters ?? []) as Array<{ name?: string; schema?: { type?: string } }>)
            // Ids the declaration documents as ids (merchant_order_id, a reference, is a string).
            .filter((param) => param.name?.endsWith('_id') && param.schema?.type === 'integer')
            .map((param) => [route, param.name!] as const),
        );
      const catalogFilters = catalogLists
        .filter((route) => !route.path.endsWith('/regions'))
        .flatMap((route) =>
          ['destination_id', 'country_id', 'category_id'].map((name) => [route, name] as const),
        );
      return [...documented, ...catalogFilters];
    };

    it('answers a query id that is none with 422 on the parameter, on every list that takes one', async () => {
      const walked = queryIds();
      const paths = walked.map(([route]) => route.path);
      // The lists of the fuzz report are among those walked.
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/admin/notifications',
          '/api/admin/reviews',
          '/api/admin/trips',
          '/api/flights',
          '/api/v1/flights',
          '/api/hotels',
          '/api/destinations/:id/hotels',
        ]),
      );
      const failures: string[] = [];
      for (const [route, name] of walked) {
        for (const value of NOT_IDS) {
          const url = `${fill(route, '', '')}?${name}=${encodeURIComponent(String(value))}`;
          const res = await call('GET', url, root);
          const fields = (res.body.error?.validation_errors ?? []).map((e: Json) => e.field);
          if (res.status !== 422 || !fields.includes(name))
            failures.push(`GET ${url} → ${res.status} ${JSON.stringify(fields)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('reads good query ids and still narrows by them', async () => {
      const hotels = await call('GET', '/api/hotels?destination_id=1&per_page=1000');
      expect(hotels.status).toBe(200);
      expect(hotels.body.data.length).toBeGreaterThan(0);
      expect(hotels.body.data.length).toBeLessThan(
        Number((await call('GET', '/api/hotels')).body.meta.total),
      );
      const admin = await call('GET', '/api/admin/notifications?user_id=2147483647', root);
      expect([admin.status, admin.body.data]).toEqual([200, []]);
      expect((await call('GET', '/api/flights?destination_id=0042')).status).toBe(200);
    });

    /** Body fields the declarations build with the id rule, nested ones included (`days.0.items.0.itemable_id`). */
    const bodyIds = () =>
      routes()
        .filter((route) => route.doc!.body)
        .flatMap((route) =>
          idPaths(toJsonSchema(route.doc!.body!) as Json).map((path) => [route, path] as const),
        );

    it('answers a body id that is none with 422 on the field, on every route that takes one', async () => {
      const walked = bodyIds();
      expect(walked.map(([route, path]) => `${route.method} ${route.path} ${path.join('.')}`)).toEqual(
        expect.arrayContaining([
          'POST /api/me/subscribe plan_id',
          'POST /api/payments/initiate trip_id',
          'POST /api/trips/:trip/attach/:type item_id',
          'POST /api/admin/trips user_id',
          'POST /api/trips days.0.items.0.itemable_id',
          'POST /api/admin/hotels destination_id',
          'POST /api/admin/destinations category_ids.0',
          'POST /api/ai/plan destination_id',
        ]),
      );
      const failures: string[] = [];
      for (const [route, path] of walked) {
        const url = fill(route, 'type', 'hotel');
        for (const value of NOT_IDS) {
          const res = await call(route.method, url, root, bodyWith(path, value));
          const fields = (res.body.error?.validation_errors ?? []).map((e: Json) => e.field);
          if (res.status !== 422 || !fields.includes(path.join('.')))
            failures.push(
              `${route.method} ${url} ${path.join('.')}=${JSON.stringify(value)} → ${res.status} ${JSON.stringify(fields)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe('a JSON `null` body is an empty body (item 13)', () => {
    const sendRaw = (method: 'patch' | 'post', url: string, text: string, token?: string) => {
      let req = app.http()[method](url).set('Content-Type', 'application/json');
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      return req.send(text);
    };

    it('marks all read with the body the legacy page sends', async () => {
      const res = await sendRaw('patch', '/api/notifications/read-all', JSON.stringify(null), owner);
      expect([res.status, res.body.success, res.body.meta?.marked]).toEqual([200, true, 0]);
      const spaced = await sendRaw('patch', '/api/notifications/read-all', ' \n null \n', owner);
      expect(spaced.status).toBe(200);
    });

    it('takes null where no field is required', async () => {
      const path = `/api/favourites/restaurant/${real.restaurant}`;
      const added = await sendRaw('post', path, 'null', owner);
      expect([added.status, added.body.status, added.body.data?.note]).toEqual([201, 'added', null]);
      const removed = await sendRaw('post', path, 'null', owner);
      expect([removed.status, removed.body.status]).toEqual([200, 'removed']);
    });

    it('reports the required fields of a null body as 422, not 400', async () => {
      const res = await sendRaw('post', '/api/contacts', 'null');
      expect(res.status).toBe(422);
      expect(res.body.error.type).toBe('validation_error');
      expect(res.body.error.validation_errors.map((e: Json) => e.field).sort()).toEqual([
        'email',
        'message',
        'name',
      ]);
      const login = await sendRaw('post', '/api/login', 'null');
      expect([login.status, login.body.error.type]).toEqual([422, 'validation_error']);
    });

    it('still refuses other JSON values that are not an object with 400', async () => {
      for (const text of ['42', '"text"', 'true', 'nul', '[1]']) {
        const res = await sendRaw('post', '/api/contacts', text);
        expect([text, res.status, res.body.error.type]).toEqual([text, 400, 'bad_request']);
      }
    });
  });
});
