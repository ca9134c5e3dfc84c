import { randomBytes } from 'crypto';
import request from 'supertest';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { freePort } from '../helpers/mail-links';
import { createUser, setPassword, tokenFor } from '../helpers/users';
import { panelSession } from '../helpers/panel';
import {
  authorizeQuery as authorizeQueryOf,
  authorizeThroughForms,
  codeExchangeForm,
  csrfIn,
  listToolsWith,
  type OAuthParty,
} from '../helpers/oauth-authorize';

const REDIRECT = 'http://127.0.0.1:47123/callback';
const CM = '/content-manager/collection-types/plugin::accounts.connected-app';
const PASSWORD = 'Correct-horse-9';

describe('OAuth for agents (CONTRACT §15): sign-in, consent, tokens on MCP and REST, refresh', () => {
  let app: TestApp;
  let appUrl: string;
  let clientId: string;
  let userId: number;

  beforeAll(async () => {
    const port = await freePort();
    app = await bootStrapi({ port, env: { APP_URL: `http://127.0.0.1:${port}`, THROTTLE_LOGIN: '100/60' } });
    appUrl = `http://127.0.0.1:${port}`;
    const user = await createUser(app.strapi, { email: 'oauth-person@example.test', name: 'Olga' });
    userId = user.id;
    await setPassword(app.strapi, user.id, PASSWORD);
    const registered = await app
      .http()
      .post('/oauth/register')
      .send({ client_name: 'Test Assistant', redirect_uris: [REDIRECT] });
    expect(registered.status).toBe(201);
    clientId = registered.body.client_id;
  });
  afterAll(() => app?.close());

  const party = (): OAuthParty => ({
    appUrl,
    clientId,
    redirect: REDIRECT,
    email: 'oauth-person@example.test',
    password: PASSWORD,
  });
  const authorizeQuery = (verifier: string, overrides: Record<string, string>) =>
    authorizeQueryOf(party(), verifier, overrides);
  const authorize = (scopes: string[], decision: 'allow' | 'deny' = 'allow', locale = 'en') =>
    authorizeThroughForms(party(), scopes, { decision, locale });

  const token = (form: Record<string, string>) => app.http().post('/oauth/token').type('form').send(form);

  const exchange = async (code: string, verifier: string) => token(codeExchangeForm(party(), code, verifier));

  const mcpPing = (accessToken: string) => listToolsWith(app.http, accessToken);

  it('signs in, asks consent in plain words, and issues a token acting with the granted scopes', async () => {
    const { location, verifier, state, consent } = await authorize(['catalog:read', 'trips:read']);
    expect(consent).toContain('Test Assistant');
    expect(consent).toContain('Read your trips');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe(state);
    const res = await exchange(location.searchParams.get('code')!, verifier);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'catalog:read trips:read',
    });
    expect(typeof res.body.refresh_token).toBe('string');
    const access = res.body.access_token as string;
    expect((await mcpPing(access)).status).toBe(200);
    const trips = await app.http().get('/api/trips').set('Authorization', `Bearer ${access}`);
    expect(trips.status).toBe(200);
    // A scope not granted: 403 insufficient_scope on REST.
    const create = await app.http().post('/api/trips').set('Authorization', `Bearer ${access}`).send({});
    expect(create.status).toBe(403);
    expect(create.body.error.type).toBe('insufficient_scope');
    // A code is used once.
    const again = await exchange(location.searchParams.get('code')!, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses a wrong or missing code_verifier', async () => {
    const { location } = await authorize(['catalog:read']);
    const res = await exchange(location.searchParams.get('code')!, randomBytes(32).toString('base64url'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    const other = await authorize(['catalog:read']);
    const { code_verifier: _verifier, ...without } = codeExchangeForm(
      party(),
      other.location.searchParams.get('code')!,
      '',
    );
    const missing = await token(without);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_grant');
  });

  it('rotates refresh tokens; a reused one revokes the whole grant', async () => {
    const { location, verifier } = await authorize(['catalog:read']);
    const first = (await exchange(location.searchParams.get('code')!, verifier)).body;
    const refresh = (refreshToken: string) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await mcpPing(second.body.access_token)).status).toBe(200);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // Every token of the grant stops at once.
    expect((await mcpPing(second.body.access_token)).status).toBe(401);
    expect((await refresh(second.body.refresh_token)).status).toBe(400);
  });

  it('answers Deny with access_denied at the client', async () => {
    const { location } = await authorize(['catalog:read'], 'deny');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('revokes an access token (RFC 7009)', async () => {
    const { location, verifier } = await authorize(['catalog:read']);
    const tokens = (await exchange(location.searchParams.get('code')!, verifier)).body;
    const res = await app
      .http()
      .post('/oauth/revoke')
      .type('form')
      .send({ token: tokens.access_token, client_id: clientId });
    expect(res.status).toBe(200);
    expect((await mcpPing(tokens.access_token)).status).toBe(401);
    expect(userId).toBeGreaterThan(0);
  });

  const session = async () =>
    (await app.http().post('/api/login').send({ email: 'oauth-person@example.test', password: PASSWORD }))
      .body.data.token as string;

  it('lists the connected apps with their scopes and use, and disconnects one at once', async () => {
    const { location, verifier } = await authorize(['catalog:read', 'trips:read']);
    const tokens = (await exchange(location.searchParams.get('code')!, verifier)).body;
    expect((await mcpPing(tokens.access_token)).status).toBe(200);
    const bearer = { Authorization: `Bearer ${await session()}` };
    const listed = await app.http().get('/api/me/connected-apps').set(bearer);
    expect(listed.status).toBe(200);
    const app0 = listed.body.data[0];
    expect(app0).toMatchObject({
      client_id: clientId,
      client_name: 'Test Assistant',
      scopes: ['catalog:read', 'trips:read'],
    });
    expect(app0.first_used_at).not.toBeNull();
    expect(app0.last_used_at).not.toBeNull();
    // An OAuth token cannot see or end them: a session only.
    const withOAuth = await app
      .http()
      .get('/api/me/connected-apps')
      .set('Authorization', `Bearer ${tokens.access_token}`);
    expect(withOAuth.status).toBe(403);
    // Someone else's app is 404; a malformed id too.
    const other = await createUser(app.strapi, { email: 'someone-else@example.test' });
    const otherSession = await tokenFor(app.strapi, other);
    expect(
      (
        await app
          .http()
          .delete(`/api/me/connected-apps/${app0.id}`)
          .set('Authorization', `Bearer ${otherSession}`)
      ).status,
    ).toBe(404);
    expect((await app.http().delete('/api/me/connected-apps/abc').set(bearer)).status).toBe(404);
    const removed = await app.http().delete(`/api/me/connected-apps/${app0.id}`).set(bearer);
    expect(removed.status).toBe(200);
    expect((await mcpPing(tokens.access_token)).status).toBe(401);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });
    expect(refreshed.status).toBe(400);
    const after = await app.http().get('/api/me/connected-apps').set(bearer);
    expect(after.body.data.map((row: { id: number }) => row.id)).not.toContain(app0.id);
  });

  it('ends every grant of an account blocked; unblocked, the person connects again', async () => {
    const { location, verifier } = await authorize(['catalog:read']);
    const tokens = (await exchange(location.searchParams.get('code')!, verifier)).body;
    expect((await mcpPing(tokens.access_token)).status).toBe(200);
    const admin = await createUser(app.strapi, { email: 'oauth-admin@example.test', role: 'admin' });
    const adminSession = await tokenFor(app.strapi, admin, ['admin']);
    const block = (blocked: boolean) =>
      app
        .http()
        .patch(`/api/admin/users/${userId}/block`)
        .set('Authorization', `Bearer ${adminSession}`)
        .send({ blocked });
    expect((await block(true)).status).toBe(200);
    expect((await mcpPing(tokens.access_token)).status).toBe(401);
    expect((await block(false)).status).toBe(200);
    expect((await mcpPing(tokens.access_token)).status).toBe(401);
    const again = await authorize(['catalog:read']);
    const fresh = (await exchange(again.location.searchParams.get('code')!, again.verifier)).body;
    expect((await mcpPing(fresh.access_token)).status).toBe(200);
  });

  const authorizeRequest = (overrides: Record<string, string>) =>
    app.http().get(`/oauth/authorize?${authorizeQuery(randomBytes(32).toString('base64url'), overrides)}`);

  it('refuses plain PKCE, a missing challenge and another audience at the client; an unregistered redirect never', async () => {
    const refusals: Array<Record<string, string>> = [
      { code_challenge_method: 'plain' },
      { code_challenge: '' },
      { resource: 'https://elsewhere.example/api' },
    ];
    for (const overrides of refusals) {
      const res = await authorizeRequest(overrides);
      expect(res.status).toBe(303);
      const back = new URL(res.headers.location);
      expect(back.origin + back.pathname).toBe(REDIRECT);
      expect(back.searchParams.get('error')).toMatch(/invalid_request|invalid_target/);
    }
    // Not the registered URI: an error page, never a redirect to it.
    const res = await authorizeRequest({ redirect_uri: 'https://attacker.example/cb' });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    // A loopback URI matches whatever its port.
    const loopback = await authorizeRequest({ redirect_uri: 'http://127.0.0.1:50999/callback' });
    expect(loopback.status).toBe(303);
    expect(loopback.headers.location).toContain('/oauth/interaction/');
  });

  it('shows the consent in Arabic, right to left, when the request asks for it', async () => {
    const { consent } = await authorize(['trips:read'], 'deny', 'ar');
    expect(consent).toContain('dir="rtl"');
    expect(consent).toContain('lang="ar"');
    expect(consent).toContain('قراءة رحلاتك');
  });

  it('holds an OAuth token to its scopes on MCP: a tool outside them is an insufficient_scope tool error', async () => {
    const { location, verifier } = await authorize(['catalog:read']);
    const tokens = (await exchange(location.searchParams.get('code')!, verifier)).body;
    const call = (name: string, args: Record<string, unknown>) =>
      app
        .http()
        .post('/api/mcp')
        .set('Authorization', `Bearer ${tokens.access_token}`)
        .set('Accept', 'application/json, text/event-stream')
        .send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name, arguments: args } });
    const trips = await call('list_trips', {});
    expect(trips.status).toBe(200);
    expect(trips.body.result.isError).toBe(true);
    expect(JSON.parse(trips.body.result.content[0].text).error.type).toBe('insufficient_scope');
    const catalog = await call('search_destinations', { search: 'x' });
    expect(catalog.body.result.isError).toBeFalsy();
  });

  it('refuses a sign-in without the form field of its page, and an account not verified', async () => {
    const browser = request.agent(appUrl);
    const start = await browser.get(
      `/oauth/authorize?${authorizeQuery(randomBytes(32).toString('base64url'), {})}`,
    );
    const path = new URL(start.headers.location, appUrl).pathname;
    const page = await browser.get(path);
    const forged = await browser
      .post(`${path}/login`)
      .type('form')
      .send({ csrf: 'forged', email: 'oauth-person@example.test', password: PASSWORD });
    expect(forged.status).toBe(400);
    expect(forged.headers.location).toBeUndefined();
    // Without the interaction's cookie (another site's form): no sign-in either.
    const elsewhere = await app
      .http()
      .post(`${path}/login`)
      .type('form')
      .send({ csrf: csrfIn(page.text), email: 'oauth-person@example.test', password: PASSWORD });
    expect(elsewhere.status).toBe(400);
    const unverified = await createUser(app.strapi, {
      email: 'oauth-unverified@example.test',
      confirmed: false,
    });
    await setPassword(app.strapi, unverified.id, PASSWORD);
    const refused = await browser
      .post(`${path}/login`)
      .type('form')
      .send({ csrf: csrfIn(page.text), email: 'oauth-unverified@example.test', password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('not verified or not active');
  });

  it('shows admins the connected apps in the panel, read-only', async () => {
    const { location, verifier } = await authorize(['catalog:read', 'trips:read']);
    const tokens = (await exchange(location.searchParams.get('code')!, verifier)).body;
    const panel = await panelSession(app, 'admin@example.com');
    const list = await panel.get(`${CM}?page=1&pageSize=10&sort=id:DESC`);
    expect(list.status).toBe(200);
    const row = list.body.results[0];
    expect(row).toMatchObject({
      client_name: 'Test Assistant',
      user_id: userId,
      scopes: ['catalog:read', 'trips:read'],
    });
    // Nothing of a token reaches the panel: the app names its grant only.
    expect(JSON.stringify(list.body)).not.toContain(tokens.access_token);
    expect(JSON.stringify(list.body)).not.toContain(tokens.refresh_token);
    const edit = await panel.put(`${CM}/${row.documentId}`, { client_name: 'Renamed' });
    expect(edit.status).toBe(403);
    const removed = await panel.delete(`${CM}/${row.documentId}`);
    expect(removed.status).toBe(403);
    expect((await mcpPing(tokens.access_token)).status).toBe(200);
  });
});
