import type { Knex } from 'knex';
import { patchOf } from '../../src/plugins/platform/public';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * Each patch of Strapi's internals took on a booted app (a patch whose target changed shape leaves
 * Strapi's own function in place and only logs it). What each assumes is stated in
 * src/plugins/platform/server/strapi-patches/assumptions.test.ts.
 */
describe('the Strapi patches are in place on a booted app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("the router's match is the memo", () => {
    expect(patchOf(app.strapi.server.router.match)).toBe('route-match-memo');
  });

  it("the HTTP server's one request listener is the fast path in front of Koa", () => {
    const listeners = app.strapi.server.httpServer.listeners('request');
    expect(listeners.map(patchOf)).toEqual(['request-listener']);
  });

  it('on SQLite, each pooled connection keeps its prepared statements', async () => {
    const client = (app.strapi.db.connection as unknown as Knex).client as {
      acquireConnection(): Promise<{ prepare?: unknown }>;
      releaseConnection(connection: unknown): Promise<unknown>;
    };
    const connection = await client.acquireConnection();
    try {
      const expected = app.strapi.db.dialect.client === 'sqlite' ? 'statement-cache' : undefined;
      expect(patchOf(connection.prepare)).toBe(expected);
    } finally {
      await client.releaseConnection(connection);
    }
  });
});
