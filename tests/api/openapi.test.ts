import { foreignRoutes, ownRoutes, describeAccess, Access } from '../../src/plugins/contract/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { TEST_PREFIX } from '../helpers/test-routes';

type Layer = { methods: string[]; path: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `/api/hotels/:id(\\d+)` → `/hotels/{id}` */
const toOpenApiPath = (path: string) =>
  path.replace(/^\/api/, '').replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, '{$1}');

describe('the OpenAPI document', () => {
  let app: TestApp;
  let document: {
    openapi: string;
    info: { title: string };
    paths: Record<string, Record<string, { 'x-access'?: string; 'x-throttle'?: string }>>;
  };

  beforeAll(async () => {
    app = await bootStrapi();
    document = (await app.http().get('/api/openapi.json')).body;
  });
  afterAll(async () => {
    await app?.close();
  });

  const registered = () => {
    const foreign = new Set(foreignRoutes(app.strapi).map((route) => `${route.method} ${route.path}`));
    const layers = app.strapi.server.api('content-api').listRoutes() as unknown as Layer[];
    return layers
      .flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path })),
      )
      .filter(
        ({ method, path }) => !foreign.has(`${method} ${path}`) && !path.startsWith(`/api${TEST_PREFIX}`),
      )
      .map(({ method, path }) => `${method.toLowerCase()} ${toOpenApiPath(path)}`);
  };

  /** Paths with a server of their own sit outside `/api` (the OAuth endpoints, at the origin). */
  const atOrigin = (operations: Record<string, unknown>) => 'servers' in operations;
  const documented = () =>
    Object.entries(document.paths)
      .filter(([, operations]) => !atOrigin(operations))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((key) => METHODS.includes(key))
          .map((method) => `${method} ${path}`),
      );

  it('is OpenAPI 3.1 titled with the product name', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Travel Planner API');
  });

  it('documents every registered /api route of ours', () => {
    const missing = registered().filter((route) => !documented().includes(route));
    expect(missing).toEqual([]);
  });

  it('documents no route that is not registered', () => {
    const routes = registered();
    const phantom = documented().filter((route) => !routes.includes(route));
    expect(phantom).toEqual([]);
  });

  it('documents at the origin only what the origin answers', async () => {
    const origin = Object.entries(document.paths).filter(([, operations]) => atOrigin(operations));
    expect(origin.map(([path]) => path).sort()).toEqual(
      [
        '/.well-known/oauth-authorization-server',
        '/.well-known/oauth-protected-resource/api/mcp',
        '/oauth/register',
        '/oauth/revoke',
        '/oauth/token',
      ].sort(),
    );
    for (const [path, operations] of origin) {
      const method = Object.keys(operations).find((key) => METHODS.includes(key))!;
      const res = await (method === 'get'
        ? app.http().get(path)
        : app.http().post(path).type('form').send({}));
      expect([path, method === 'get' ? res.status : res.status === 404]).toEqual([
        path,
        method === 'get' ? 200 : false,
      ]);
    }
  });

  it('states the same access and throttle as each route declaration', () => {
    const mismatches = ownRoutes(app.strapi).flatMap((route) => {
      const operation = document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      const declared = { access: describeAccess(route.access as Access), throttle: route.throttle };
      const stated = { access: operation?.['x-access'], throttle: operation?.['x-throttle'] };
      return declared.access === stated.access && declared.throttle === stated.throttle
        ? []
        : [{ route: `${route.method} ${route.path}`, declared, stated }];
    });
    expect(mismatches).toEqual([]);
  });

  it('sees the internal plugin routes as foreign, not as ours', () => {
    const foreign = foreignRoutes(app.strapi).map((route) => `${route.method} ${route.path}`);
    expect(foreign).toEqual(expect.arrayContaining(['POST /api/email', 'GET /api/i18n/locales']));
    expect(registered()).not.toContain('post /email');
  });

  it('answers If-None-Match with 304', async () => {
    const first = await app.http().get('/api/openapi.json');
    expect(first.headers.etag).toBeTruthy();
    const again = await app.http().get('/api/openapi.json').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('is rendered at /api/docs with assets served by the service itself', async () => {
    const page = await app.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/assets/')).toBe(true);
      const asset = await app.http().get(source);
      expect([source, asset.status]).toEqual([source, 200]);
      expect(asset.headers['content-type']).toMatch(
        source.endsWith('.css') ? /text\/css/ : /application\/javascript/,
      );
    }
    const init = await app.http().get('/api/docs/assets/init.js');
    expect(init.text).toContain("url: '/api/openapi.json'");
  });

  it('answers an unknown asset with 404 in the envelope', async () => {
    const res = await app.http().get('/api/docs/assets/evil.js');
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe('not_found');
    const traversal = await app.http().get('/api/docs/assets/..%2Fpackage.json');
    expect(traversal.status).toBe(404);
  });
});
