import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Operation = { 'x-token-scope': string | null; 'x-alias-of'?: string };
type Paths = Record<string, Record<string, Operation>>;

const SCOPES = ['catalog:read', 'trips:read', 'trips:write', 'ai:plan', 'checkout'] as const;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every route and alias of the OpenAPI document, called with a personal access token of each single
 * scope (CONTRACT §12). The caller is a super admin, so no role check can hide a scope check: a token
 * whose scope is the one the route documents gets past access (whatever the handler then answers), any
 * other is 403 `insufficient_scope`. An alias documents, and asks, the scope of the route it aliases.
 */
describe('personal access tokens: every route and alias × every single scope', () => {
  let app: TestApp;
  let paths: Paths;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await bootStrapi();
    const owner = await createUser(app.strapi, { email: 'scope-walk@example.test', role: 'super_admin' });
    const session = await tokenFor(app.strapi, owner, ['super_admin']);
    for (const scope of SCOPES) {
      const res = await app
        .http()
        .post('/api/me/tokens')
        .set('Authorization', `Bearer ${session}`)
        .send({ name: `only ${scope}`, scopes: [scope] });
      expect(res.status).toBe(201);
      tokens[scope] = res.body.data.token;
    }
    paths = (await app.http().get('/api/openapi.json')).body.paths;
  });
  afterAll(async () => {
    await app?.close();
  });

  // The /api routes: the OAuth endpoints at the origin (a server of their own) take no bearer.
  const operations = () =>
    Object.entries(paths)
      .filter(([, ops]) => !('servers' in ops))
      .flatMap(([path, ops]) =>
        METHODS.filter((method) => ops[method]).map((method) => ({ path, method, op: ops[method] })),
      );

  it('documents on every alias the scope of the route it aliases', () => {
    const aliases = operations().filter(({ op }) => op['x-alias-of']);
    expect(aliases.length).toBeGreaterThan(10);
    for (const { path, method, op } of aliases) {
      const target = paths[op['x-alias-of'] as string]?.[method];
      expect({ path, method, scope: op['x-token-scope'] }).toEqual({
        path,
        method,
        scope: target?.['x-token-scope'],
      });
    }
    for (const alias of ['/trips/generate-ai', '/trips/ai-generate'])
      expect(paths[alias].post).toMatchObject({ 'x-alias-of': '/ai/plan', 'x-token-scope': 'ai:plan' });
  });

  it('lets a token in where its scope is the one documented, and refuses it (403) everywhere else', async () => {
    const mismatches: string[] = [];
    let refusals = 0;
    let admissions = 0;
    for (const { path, method, op } of operations()) {
      const scope = op['x-token-scope'];
      if (scope === 'per-call') continue; // the MCP endpoint: each call asks its own (tests/api/mcp)
      const url = `/api${path.replace(/\{[^}]+\}/g, '999999')}`;
      // The five tokens at once: each call stands alone, and the walk stays short.
      const answers = await Promise.all(
        SCOPES.map((held) => {
          const call = app.http()[method](url).set('Authorization', `Bearer ${tokens[held]}`);
          return method === 'get' || method === 'delete' ? call : call.send({});
        }),
      );
      for (const [index, held] of SCOPES.entries()) {
        const res = answers[index];
        const refused = res.status === 403 && res.body?.error?.type === 'insufficient_scope';
        const expected = held === scope;
        if (expected ? refused || res.status === 401 : !refused)
          mismatches.push(
            `${method.toUpperCase()} ${path} with ${held}: ${res.status} ${res.body?.error?.type}`,
          );
        if (refused) refusals += 1;
        else admissions += 1;
      }
    }
    expect(mismatches).toEqual([]);
    // The walk really walked: hundreds of routes, most of them closed to each single scope.
    expect(refusals).toBeGreaterThan(500);
    expect(admissions).toBeGreaterThan(50);
  });

  it('a trips:write token cannot run the metered planner through its legacy aliases', async () => {
    const before = await app
      .http()
      .get('/api/me/ai-quota')
      .set('Authorization', `Bearer ${tokens['ai:plan']}`);
    expect(before.status).toBe(200);
    for (const path of ['/api/ai/plan', '/api/trips/generate-ai', '/api/trips/ai-generate']) {
      const res = await app
        .http()
        .post(path)
        .set('Authorization', `Bearer ${tokens['trips:write']}`)
        .send({ destination: 'Paris', no_of_days: 2 });
      expect([path, res.status, res.body.error?.type]).toEqual([path, 403, 'insufficient_scope']);
    }
    const after = await app
      .http()
      .get('/api/me/ai-quota')
      .set('Authorization', `Bearer ${tokens['ai:plan']}`);
    expect(after.body.data).toEqual(before.body.data);
  });
});
