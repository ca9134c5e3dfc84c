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

  describe('the boot steps Strapi skips when nothing they read changed', () => {
    const store = () => app.strapi.store;
    const key = (name: string) => ({ type: 'plugin', name: 'platform', key: `boot-sync:${name}` });
    const contentTypeViews = () =>
      app.strapi.plugin('content-manager').service('content-types') as {
        syncConfigurations(): Promise<void>;
      };
    const roles = () =>
      app.strapi.service('admin::role') as unknown as { resetSuperAdminPermissions(): Promise<void> };
    const ofSuperAdmin = async () => {
      const superAdmin = await app.strapi.db
        .query('admin::role')
        .findOne({ where: { code: 'strapi-super-admin' } });
      return { role: { id: superAdmin.id } };
    };
    const superAdminPermissions = async () =>
      app.strapi.db.query('admin::permission').count({ where: await ofSuperAdmin() });
    const viewKey = 'plugin_content_manager_configuration_content_types::api::trip.trip';
    const storedView = () => app.strapi.db.query('strapi::core-store').findOne({ where: { key: viewKey } });

    it('each of the four is the memo, and each kept what it last read', async () => {
      const steps = [
        contentTypeViews().syncConfigurations,
        (app.strapi.plugin('content-manager').service('components') as { syncConfigurations: unknown })
          .syncConfigurations,
        roles().resetSuperAdminPermissions,
        (app.strapi.service('admin::permission') as unknown as { cleanPermissionsInDatabase: unknown })
          .cleanPermissionsInDatabase,
      ];
      expect(steps.map(patchOf)).toEqual(Array(4).fill('boot-sync-memo'));
      for (const name of ['component-views', 'content-type-views', 'super-admin', 'permissions'])
        expect(await store().get(key(name))).toMatch(/^[0-9a-f]{64}$/);
    });

    it('a super admin permission removed by hand is given back once what the step read changed', async () => {
      const before = await superAdminPermissions();
      const one = await app.strapi.db
        .query('admin::permission')
        .findOne({ where: { action: 'admin::users.read', ...(await ofSuperAdmin()) } });
      await app.strapi.db.query('admin::permission').delete({ where: { id: one.id } });
      expect(await superAdminPermissions()).toBe(before - 1);
      // Its fingerprint gone, as after an upgrade of Strapi (skipping: boot-sync-memo.test.ts).
      await store().delete(key('super-admin'));
      await roles().resetSuperAdminPermissions();
      expect(await superAdminPermissions()).toBe(before);
      expect(await store().get(key('super-admin'))).toMatch(/^[0-9a-f]{64}$/);
    });

    it('a view configuration deleted from the store is seen, and made again', async () => {
      expect(await storedView()).not.toBeNull();
      await app.strapi.db.query('strapi::core-store').delete({ where: { key: viewKey } });
      await contentTypeViews().syncConfigurations();
      expect(await storedView()).not.toBeNull();
    });
  });
});
