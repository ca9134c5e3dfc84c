import type { Context, Next } from 'koa';
import { memoizeRouteMatch } from './route-match-memo';

// Strapi's own router package (no types shipped): the part these tests touch.
type Layer = { path: string };
type Router = {
  stack: Layer[];
  match(path: string, method: string): { path: Layer[]; pathAndMethod: Layer[]; route: boolean };
  get(path: string, handler: (ctx: Context) => void): Router;
  use(...middleware: unknown[]): Router;
  routes(): (ctx: Context, next: Next) => Promise<unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const KoaRouter = require('@koa/router') as new (opts?: { prefix?: string }) => Router;

/** A context good enough for the router's dispatch: method, path, host and an empty state. */
const request = async (router: Router, method: string, path: string) => {
  const ctx = { method, path, host: 'localhost', request: {}, state: {} } as unknown as Context & {
    matched?: Layer[];
    params?: Record<string, string>;
  };
  let fellThrough = false;
  await router.routes()(ctx, async () => {
    fellThrough = true;
  });
  return { ctx, fellThrough };
};

describe('memoizeRouteMatch', () => {
  const build = () => {
    const router = new KoaRouter();
    const api = new KoaRouter({ prefix: '/api' });
    api.get('/destinations', (ctx) => {
      ctx.body = 'list';
    });
    api.get('/destinations/:id(\\d+)', (ctx) => {
      ctx.body = `one ${ctx.params.id}`;
    });
    router.use(api.routes());
    const calls: string[] = [];
    const original = router.match.bind(router);
    router.match = (path, method) => {
      calls.push(`${method} ${path}`);
      return original(path, method);
    };
    return { router: memoizeRouteMatch(router), calls };
  };

  it('matches a path once and dispatches it the same way every time, with its own params', async () => {
    const { router, calls } = build();
    for (const id of ['1', '2', '1']) {
      const { ctx } = await request(router, 'GET', `/api/destinations/${id}`);
      expect(ctx.body).toBe(`one ${id}`);
      expect(ctx.params).toEqual({ id });
    }
    expect((await request(router, 'GET', '/api/destinations')).ctx.body).toBe('list');
    expect((await request(router, 'GET', '/api/destinations')).ctx.body).toBe('list');
    expect(calls).toEqual(['GET /api/destinations/1', 'GET /api/destinations/2', 'GET /api/destinations']);
  });

  it('keeps the method apart: a known path with another method falls through', async () => {
    const { router } = build();
    await request(router, 'GET', '/api/destinations');
    const { fellThrough, ctx } = await request(router, 'POST', '/api/destinations');
    expect(fellThrough).toBe(true);
    expect(ctx.body).toBeUndefined();
  });

  it("hands out a fresh `path` list each time: the router appends a nested router's matches to it", async () => {
    const { router } = build();
    const first = router.match('/api/destinations', 'GET');
    first.path.push({ path: '/appended' });
    expect(router.match('/api/destinations', 'GET').path.map((layer) => layer.path)).not.toContain(
      '/appended',
    );
  });

  it('forgets what it kept when a route is added afterwards', async () => {
    const { router } = build();
    expect((await request(router, 'GET', '/api/countries')).fellThrough).toBe(true);
    router.get('/api/countries', (ctx) => {
      ctx.body = 'countries';
    });
    expect((await request(router, 'GET', '/api/countries')).ctx.body).toBe('countries');
  });

  it('keeps at most its capacity, least recently used first out', () => {
    const router = new KoaRouter();
    router.get('/a/:n', () => undefined);
    const calls: string[] = [];
    const original = router.match.bind(router);
    router.match = (path, method) => {
      calls.push(path);
      return original(path, method);
    };
    memoizeRouteMatch(router, 2);
    for (const path of ['/a/1', '/a/2', '/a/1', '/a/3', '/a/1', '/a/2']) router.match(path, 'GET');
    // /a/2 was the least recently used when /a/3 came: it is matched again at the end.
    expect(calls).toEqual(['/a/1', '/a/2', '/a/3', '/a/2']);
  });
});
