/**
 * What the patches of this folder assume of Strapi's internals, each stated as a test against the
 * installed packages: an upgrade that breaks one fails here, by name, rather than leaving a patch
 * inert (each patch falls back to Strapi's own behaviour when the shape is not the expected one).
 * tests/api/platform-patches.test.ts checks that each patch took on a booted app.
 */
import { readFileSync } from 'fs';
import type { RequestListener } from 'http';
import path from 'path';

const coreDir = path.dirname(require.resolve('@strapi/core/package.json'));
const databaseDir = path.dirname(require.resolve('@strapi/database/package.json'));
/** A module as @strapi/core (or @strapi/database) resolves it: the copy Strapi really runs. */
const resolveFrom = (dir: string, id: string) => require.resolve(id, { paths: [dir] });
const coreFile = (file: string) => path.join(coreDir, 'dist', file);
/** Loads a file of Strapi's by its path (its packages export no such subpath). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(file: string): T => require(file) as T;

type Layer = { path: string };
type Router = {
  stack: Layer[];
  match(path: string, method: string): { path: Layer[]; pathAndMethod: Layer[]; route: boolean };
  get(path: string, handler: () => void): Router;
  use(router: unknown): Router;
  routes(): (ctx: unknown, next: () => Promise<void>) => Promise<unknown>;
};

describe('what the Strapi patches assume of Strapi 5.54', () => {
  it('they were checked against @strapi/core and @strapi/database 5.54.0', () => {
    const version = (dir: string) =>
      (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect([version(coreDir), version(databaseDir)]).toEqual(['5.54.0', '5.54.0']);
  });

  describe('route-match memo', () => {
    it("Strapi's server routes requests through one @koa/router", () => {
      const server = readFileSync(coreFile('services/server/index.js'), 'utf8');
      expect(server).toMatch(/require\('@koa\/router'\)/);
      expect(server).toMatch(/const router = new Router__default\.default\(\)/);
    });

    it('a nested router is copied into the stack, and dispatch asks `this.match` (path, method)', async () => {
      const KoaRouter = load<new (options?: object) => Router>(resolveFrom(coreDir, '@koa/router'));
      const root = new KoaRouter();
      const nested = new KoaRouter({ prefix: '/api' });
      nested.get('/trips', () => undefined);
      root.use(nested.routes());
      expect(root.stack.map((layer) => layer.path)).toContain('/api/trips');
      const asked: string[] = [];
      const match = root.match.bind(root);
      root.match = (path, method) => {
        asked.push(`${method} ${path}`);
        return match(path, method);
      };
      const ctx = { method: 'GET', path: '/api/trips', host: 'localhost', request: {}, state: {} };
      await root.routes()(ctx, async () => undefined);
      expect(asked).toEqual(['GET /api/trips']);
    });
  });

  describe('statement cache', () => {
    it("knex's better-sqlite3 client prepares every statement through connection.prepare", async () => {
      const Client = load<{
        prototype: { _query(this: unknown, connection: unknown, query: object): Promise<unknown> };
      }>(resolveFrom(databaseDir, 'knex/lib/dialects/better-sqlite3'));
      const prepared: string[] = [];
      const connection = {
        prepare: (sql: string) => {
          prepared.push(sql);
          return { reader: true, all: async () => [] };
        },
      };
      const client = { _formatBindings: (bindings: unknown) => bindings };
      await Client.prototype._query.call(client, connection, { sql: 'select 1', bindings: [] });
      expect(prepared).toEqual(['select 1']);
    });
  });

  describe('request listener', () => {
    it("Strapi's HTTP server has one request listener, which calls Koa's", async () => {
      const { createHTTPServer } = load<{
        createHTTPServer(strapi: unknown, koa: unknown): { listeners(event: string): RequestListener[] };
      }>(coreFile('services/server/http-server.js'));
      const calls: unknown[] = [];
      const koa = { callback: () => (request: unknown) => calls.push(request) };
      const strapi = { config: { get: (_: string, fallback: unknown) => fallback }, log: {} };
      const listeners = createHTTPServer(strapi, koa).listeners('request');
      expect(listeners).toHaveLength(1);
      listeners[0]('request' as never, 'response' as never);
      expect(calls).toEqual(['request']);
    });
  });

  describe('boot-sync memo', () => {
    const adminFile = (file: string) =>
      path.join(path.dirname(require.resolve('@strapi/admin/package.json')), 'dist', 'server', file);
    const contentManagerFile = (file: string) =>
      path.join(
        path.dirname(require.resolve('@strapi/content-manager/package.json')),
        'dist',
        'server',
        file,
      );

    it("the Content Manager's bootstrap asks its services, by name, for each configuration sync", () => {
      const bootstrap = readFileSync(contentManagerFile('bootstrap.js'), 'utf8');
      expect(bootstrap).toMatch(/getService\('components'\)\.syncConfigurations\(\)/);
      expect(bootstrap).toMatch(/getService\('content-types'\)\.syncConfigurations\(\)/);
      const getService = readFileSync(contentManagerFile('utils/index.js'), 'utf8');
      expect(getService).toMatch(/strapi\.plugin\('content-manager'\)\.service\(name\)/);
    });

    it("the admin's bootstrap asks the role and permission services for the two permission steps", () => {
      const bootstrap = readFileSync(adminFile('server/src/bootstrap.js'), 'utf8');
      expect(bootstrap).toMatch(/const roleService = index\.getService\('role'\)/);
      expect(bootstrap).toMatch(/const permissionService = index\.getService\('permission'\)/);
      expect(bootstrap).toMatch(/await roleService\.resetSuperAdminPermissions\(\)/);
      expect(bootstrap).toMatch(/await permissionService\.cleanPermissionsInDatabase\(\)/);
      const getService = readFileSync(adminFile('server/src/utils/index.js'), 'utf8');
      expect(getService).toMatch(/strapi\.service\(`admin::\$\{name\}`\)/);
    });

    it("the services registry replaces an instance's service by uid with `extend`", () => {
      type Registry = {
        add(namespace: string, services: Record<string, unknown>): unknown;
        extend(uid: string, wrap: (service: Record<string, unknown>) => unknown): unknown;
        get(uid: string): Record<string, unknown>;
      };
      const registry = load<(strapi: unknown) => Registry>(coreFile('registries/services.js'));
      const shared = { step: () => 'original' };
      const services = registry({});
      services.add('admin::', { role: shared });
      services.extend('admin::role', (service) => ({ ...service, step: () => 'memoized' }));
      expect((services.get('admin::role').step as () => string)()).toBe('memoized');
      expect(shared.step()).toBe('original');
    });
  });

  it("the middlewares registry wraps a middleware by uid with `extend` (the contract's body and security)", () => {
    type Registry = {
      set(uid: string, middleware: unknown): unknown;
      extend(uid: string, wrap: (middleware: unknown) => unknown): unknown;
      get(uid: string): unknown;
    };
    const registry = load<() => Registry>(coreFile('registries/middlewares.js'));
    const middlewares = registry();
    middlewares.set('strapi::body', 'original');
    middlewares.extend('strapi::body', (original) => `${original} wrapped`);
    expect(middlewares.get('strapi::body')).toBe('original wrapped');
  });
});
