import { createHash } from 'crypto';
import { Writable } from 'stream';
import { winston } from '@strapi/logger';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, unknown>;
const TABLE = 'accounts_personal_access_tokens';

/** Every line the logger writes from now on. */
const captureLogs = (app: TestApp) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app.strapi.log.add(new winston.transports.Stream({ stream }));
  app.strapi.log.level = 'info';
  return lines;
};

describe('personal access tokens (CONTRACT §12): /me/tokens and their use as a bearer', () => {
  let app: TestApp;
  let logs: string[];
  let session: string;
  let userId: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const create = (body: Json, token = session) =>
    app.http().post('/api/me/tokens').set(bearer(token)).send(body);
  const secretOf = async (scopes: string[], extra: Json = {}) => {
    const res = await create({ name: `t-${scopes.join('+')}`, scopes, ...extra });
    expect(res.status).toBe(201);
    return res.body.data as Json & { id: number; token: string };
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { ACCESS_LOG: 'true', LOG_FORMAT: 'json' } });
    logs = captureLogs(app);
    const user = await createUser(app.strapi, { email: 'pat-owner@example.test' });
    userId = user.id;
    session = await tokenFor(app.strapi, user);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a token whose secret is shown once, then lists it without the secret', async () => {
    const res = await create({ name: 'My agent', scopes: ['trips:read', 'catalog:read', 'trips:read'] });
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created.token).toMatch(/^tp_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'My agent',
      scopes: ['trips:read', 'catalog:read'],
      expires_at: null,
    });
    expect(created.hint).toBe(`${created.token.slice(0, 11)}…${created.token.slice(-4)}`);

    const list = await app.http().get('/api/me/tokens').set(bearer(session));
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBeDefined();
    const listed = list.body.data.find((t: Json) => t.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'My agent',
      scopes: ['trips:read', 'catalog:read'],
      hint: created.hint,
      created_at: expect.stringMatching(/Z$/),
      expires_at: null,
      last_used_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(JSON.stringify(list.body)).not.toContain(created.token.slice(11, -4));
  });

  it.each<[string, Json, string]>([
    ['an unknown scope', { name: 'x', scopes: ['trips:delete'] }, 'scopes.0'],
    ['an empty scope list', { name: 'x', scopes: [] }, 'scopes'],
    ['no scopes', { name: 'x' }, 'scopes'],
    ['no name', { scopes: ['trips:read'] }, 'name'],
    ['a name over 100 characters', { name: 'n'.repeat(101), scopes: ['trips:read'] }, 'name'],
    [
      'an expiry in the past',
      { name: 'x', scopes: ['trips:read'], expires_at: '2020-01-01T00:00:00Z' },
      'expires_at',
    ],
    ['a malformed expiry', { name: 'x', scopes: ['trips:read'], expires_at: 'next tuesday' }, 'expires_at'],
    [
      'an expiry without a zone',
      { name: 'x', scopes: ['trips:read'], expires_at: '2099-01-01T00:00' },
      'expires_at',
    ],
  ])('refuses %s: 422 on the field', async (_, body, field) => {
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(res.body.error.type).toBe('validation_error');
    expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
  });

  it('acts as its user on a route its scope covers, and only there (403 insufficient_scope)', async () => {
    const reader = await secretOf(['trips:read']);
    const trips = await app.http().get('/api/trips').set(bearer(reader.token));
    expect(trips.status).toBe(200);
    const write = await app.http().post('/api/trips').set(bearer(reader.token)).send({ title: 'No' });
    expect(write.status).toBe(403);
    expect(write.body.error.type).toBe('insufficient_scope');

    const catalogOnly = await secretOf(['catalog:read']);
    const refused = await app.http().get('/api/trips').set(bearer(catalogOnly.token));
    expect(refused.status).toBe(403);
    expect(refused.body.error.type).toBe('insufficient_scope');
    expect((await app.http().get('/api/destinations').set(bearer(catalogOnly.token))).status).toBe(200);
    // A public read needs no token at all; one lacking `catalog:read` is refused, not ignored.
    expect((await app.http().get('/api/destinations').set(bearer(reader.token))).body.error.type).toBe(
      'insufficient_scope',
    );
  });

  it('is refused on the account, profile and token management routes, whatever its scopes', async () => {
    const all = await secretOf(['catalog:read', 'trips:read', 'trips:write', 'ai:plan', 'checkout']);
    const calls = [
      app.http().get('/api/me'),
      app.http().patch('/api/profile').send({ name: 'Renamed' }),
      app.http().get('/api/me/tokens'),
      app
        .http()
        .post('/api/me/tokens')
        .send({ name: 'child', scopes: ['trips:read'] }),
      app.http().delete(`/api/me/tokens/${all.id}`),
      app.http().post('/api/logout'),
    ];
    for (const call of calls) {
      const res = await call.set(bearer(all.token));
      expect([res.status, res.body.error?.type]).toEqual([403, 'insufficient_scope']);
    }
    // The token it tried to revoke is still live.
    expect((await app.http().get('/api/trips').set(bearer(all.token))).status).toBe(200);
  });

  it('revoked: 401 on the next call; revoking it again, or an unknown id, is 404', async () => {
    const token = await secretOf(['trips:read']);
    expect((await app.http().get('/api/trips').set(bearer(token.token))).status).toBe(200);
    const revoked = await app.http().delete(`/api/me/tokens/${token.id}`).set(bearer(session));
    expect(revoked.status).toBe(200);
    const after = await app.http().get('/api/trips').set(bearer(token.token));
    expect([after.status, after.body.error.type]).toEqual([401, 'unauthenticated']);
    expect((await app.http().delete(`/api/me/tokens/${token.id}`).set(bearer(session))).status).toBe(404);
    expect((await app.http().delete('/api/me/tokens/999999').set(bearer(session))).status).toBe(404);
    const list = await app.http().get('/api/me/tokens').set(bearer(session));
    expect(list.body.data.map((t: Json) => t.id)).not.toContain(token.id);
  });

  it("another user's token id is 404 and stays live", async () => {
    const other = await createUser(app.strapi, { email: 'pat-other@example.test' });
    const otherSession = await tokenFor(app.strapi, other);
    const mine = await secretOf(['trips:read']);
    const res = await app.http().delete(`/api/me/tokens/${mine.id}`).set(bearer(otherSession));
    expect([res.status, res.body.error.type]).toEqual([404, 'not_found']);
    expect((await app.http().get('/api/trips').set(bearer(mine.token))).status).toBe(200);
  });

  it('an expired token is 401 unauthenticated', async () => {
    const token = await secretOf(['trips:read'], {
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await app.http().get('/api/trips').set(bearer(token.token))).status).toBe(200);
    await app.strapi.db
      .connection(TABLE)
      .where({ id: token.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await app.http().get('/api/trips').set(bearer(token.token));
    expect([res.status, res.body.error.type]).toEqual([401, 'unauthenticated']);
  });

  it('a blocked account: 403 account_blocked, its tokens good again once unblocked', async () => {
    const user = await createUser(app.strapi, { email: 'pat-blocked@example.test' });
    const ownSession = await tokenFor(app.strapi, user);
    const res = await create({ name: 'agent', scopes: ['trips:read'] }, ownSession);
    const token = res.body.data.token as string;
    const users = app.strapi.db.query('plugin::users-permissions.user');
    await users.update({ where: { id: user.id }, data: { blocked: true } });
    const blocked = await app.http().get('/api/trips').set(bearer(token));
    expect([blocked.status, blocked.body.error.type]).toEqual([403, 'account_blocked']);
    await users.update({ where: { id: user.id }, data: { blocked: false } });
    expect((await app.http().get('/api/trips').set(bearer(token))).status).toBe(200);
  });

  it('records last use at most once a minute', async () => {
    const token = await secretOf(['trips:read']);
    await app.http().get('/api/trips').set(bearer(token.token));
    const row = () => app.strapi.db.connection(TABLE).where({ id: token.id }).first();
    const first = (await row()).last_used_at;
    expect(first).not.toBeNull();
    await app.http().get('/api/trips').set(bearer(token.token));
    expect((await row()).last_used_at).toEqual(first);
    const listed = (await app.http().get('/api/me/tokens').set(bearer(session))).body.data;
    expect(listed.find((t: Json) => t.id === token.id).last_used_at).toMatch(/Z$/);
  });

  it('keeps no secret in the database (its SHA-256 only) nor in any log line', async () => {
    const token = await secretOf(['trips:read']);
    // Used on a good call, a refused one, a malformed body and a missing route: all logged.
    await app.http().get('/api/trips').set(bearer(token.token));
    await app.http().get('/api/me').set(bearer(token.token));
    await app
      .http()
      .post('/api/trips')
      .set(bearer(token.token))
      .set('Content-Type', 'application/json')
      .send('{bad');
    await app.http().get('/api/nowhere').set(bearer(token.token));
    const rows = await app.strapi.db.connection(TABLE).select('*');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token.token);
    expect(stored).not.toContain(token.token.slice(7));
    expect(stored).toContain(createHash('sha256').update(token.token).digest('hex'));
    const requestLines = logs.filter((line) => line.includes('"request"'));
    expect(requestLines.length).toBeGreaterThan(3);
    expect(logs.join('\n')).not.toContain(token.token.slice(7));
  });

  it('holds an account to 50 live tokens (422 token_limit_reached)', async () => {
    const user = await createUser(app.strapi, { email: 'pat-many@example.test' });
    const own = await tokenFor(app.strapi, user);
    await app.strapi.db.connection(TABLE).insert(
      Array.from({ length: 50 }, (_, i) => ({
        user_id: user.id,
        name: `bulk ${i}`,
        scopes: JSON.stringify(['trips:read']),
        token_hash: `bulk-${user.id}-${i}`,
        hint: 'tp_pat_bulk…',
      })),
    );
    const res = await create({ name: 'one too many', scopes: ['trips:read'] }, own);
    expect([res.status, res.body.error.type]).toEqual([422, 'token_limit_reached']);
  });

  it('shows tokens to admins in the panel, read-only, without their hash', async () => {
    const token = await secretOf(['trips:read']);
    const login = await app
      .http()
      .post('/admin/login')
      .send({ email: 'admin@example.com', password: 'seed-password-for-tests' });
    expect(login.status).toBe(200);
    const admin = { Authorization: `Bearer ${login.body.data.token}` };
    const base = '/content-manager/collection-types/plugin::accounts.personal-access-token';
    const list = await app.http().get(`${base}?pageSize=100&sort=id:DESC`).set(admin);
    expect(list.status).toBe(200);
    const row = list.body.results.find((r: Json) => r.id === token.id);
    expect(row).toMatchObject({ name: token.name, user_id: userId, hint: token.hint });
    expect(row).not.toHaveProperty('token_hash');
    expect(JSON.stringify(list.body)).not.toContain(createHash('sha256').update(token.token).digest('hex'));
    const edit = await app
      .http()
      .put(`${base}/${row.documentId}`)
      .set(admin)
      .send({ scopes: ['trips:read', 'trips:write', 'checkout'] });
    expect(edit.status).toBe(403);
    const created = await app
      .http()
      .post(base)
      .set(admin)
      .send({ name: 'forged', user_id: userId, scopes: [] });
    expect(created.status).toBe(403);
    const stored = await app.strapi.db.connection(TABLE).where({ id: token.id }).first();
    // SQLite hands a JSON column back as text, PostgreSQL parsed.
    const scopes = typeof stored.scopes === 'string' ? JSON.parse(stored.scopes) : stored.scopes;
    expect(scopes).toEqual(['trips:read']);
  });

  it("documents each route's token scope in the OpenAPI document", async () => {
    const doc = (await app.http().get('/api/openapi.json')).body;
    expect(doc.paths['/me/tokens'].post['x-token-scope']).toBeNull();
    expect(doc.paths['/me/tokens/{id}'].delete.responses).toHaveProperty('404');
    expect(doc.paths['/trips'].get['x-token-scope']).toBe('trips:read');
    expect(doc.paths['/trips'].post['x-token-scope']).toBe('trips:write');
    expect(doc.paths['/ai/plan'].post['x-token-scope']).toBe('ai:plan');
    expect(doc.paths['/payments/initiate'].post['x-token-scope']).toBe('checkout');
    expect(doc.paths['/destinations'].get['x-token-scope']).toBe('catalog:read');
  });

  it('a user session owns its tokens: the user id behind a token is its creator', async () => {
    const row = await app.strapi.db.connection(TABLE).where({ name: 'My agent' }).first();
    expect(row.user_id).toBe(userId);
  });
});
