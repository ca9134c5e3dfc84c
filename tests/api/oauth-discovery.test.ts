import { bootStrapi, TestApp } from '../helpers/strapi';
import { freePort } from '../helpers/mail-links';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SCOPES = ['catalog:read', 'trips:read', 'trips:write', 'ai:plan', 'checkout'];

describe('OAuth for agents (CONTRACT §15): discovery, the MCP challenge and registration', () => {
  let app: TestApp;
  let appUrl: string;

  beforeAll(async () => {
    // APP_URL is where the server listens (the endpoints are named from the request's host, behind
    // the deployment's proxy as here); a low registration limit, so the throttle is reached.
    const port = await freePort();
    app = await bootStrapi({
      port,
      env: { APP_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: 'true', THROTTLE_OAUTH_REGISTER: '6/3600' },
    });
    appUrl = String(app.strapi.config.get('plugin::accounts.appUrl')).replace(/\/+$/, '');
  });
  afterAll(() => app?.close());

  const register = (metadata: Json, address = '203.0.113.10') =>
    app.http().post('/oauth/register').set('X-Forwarded-For', address).send(metadata);

  it("publishes the MCP server's protected-resource document (RFC 9728) at both names", async () => {
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/api/mcp',
    ]) {
      const res = await app.http().get(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        resource: `${appUrl}/api/mcp`,
        authorization_servers: [appUrl],
        scopes_supported: SCOPES,
        bearer_methods_supported: ['header'],
      });
    }
  });

  it("publishes the authorization server's metadata (RFC 8414) as the contract settles it", async () => {
    const res = await app.http().get('/.well-known/oauth-authorization-server');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      issuer: appUrl,
      authorization_endpoint: `${appUrl}/oauth/authorize`,
      token_endpoint: `${appUrl}/oauth/token`,
      registration_endpoint: `${appUrl}/oauth/register`,
      revocation_endpoint: `${appUrl}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      response_types_supported: ['code'],
      token_endpoint_auth_methods_supported: ['none'],
    });
    expect(res.body.scopes_supported).toEqual(expect.arrayContaining(SCOPES));
    // The library's own name for the same document.
    const openid = await app.http().get('/.well-known/openid-configuration');
    expect(openid.body.token_endpoint).toBe(res.body.token_endpoint);
  });

  it('answers the MCP server without a valid token with the challenge naming the document', async () => {
    const challenge = `Bearer resource_metadata="${appUrl}/.well-known/oauth-protected-resource/api/mcp"`;
    for (const auth of [undefined, 'Bearer not-a-token']) {
      const req = app.http().post('/api/mcp').set('Accept', 'application/json, text/event-stream');
      const res = await (auth ? req.set('Authorization', auth) : req).send({
        jsonrpc: '2.0',
        id: 1,
        method: 'ping',
      });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe(challenge);
      expect(res.body.error.type).toBe('unauthenticated');
    }
    // Other routes keep their own challenge: they are no OAuth resource.
    const me = await app.http().get('/api/me');
    expect(me.status).toBe(401);
    expect(me.headers['www-authenticate']).toBe('Bearer');
  });

  it('registers public clients whose redirect URIs are https or loopback, with no secret', async () => {
    for (const uris of [
      ['https://assistant.example/oauth/callback'],
      ['http://127.0.0.1:33418/callback'],
      ['http://localhost/cb'],
    ]) {
      const res = await register({ client_name: 'An assistant', redirect_uris: uris });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ token_endpoint_auth_method: 'none', redirect_uris: uris });
      expect(typeof res.body.client_id).toBe('string');
      expect(res.body.client_secret).toBeUndefined();
      expect(res.body.registration_access_token).toBeUndefined();
    }
  });

  it('refuses other redirect URIs and confidential clients, in the RFC shape', async () => {
    for (const uri of [
      'http://assistant.example/cb',
      'ftp://assistant.example/cb',
      'not a url',
      'https://a.example/cb#frag',
    ]) {
      const res = await register({ redirect_uris: [uri] }, '203.0.113.11');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_redirect_uri');
      expect(typeof res.body.error_description).toBe('string');
    }
    const confidential = await register(
      { redirect_uris: ['https://a.example/cb'], token_endpoint_auth_method: 'client_secret_basic' },
      '203.0.113.12',
    );
    expect(confidential.status).toBe(400);
    expect(confidential.body.error).toBe('invalid_client_metadata');
  });

  it('limits registrations per address: 429 with Retry-After, another address unaffected', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await register({ redirect_uris: ['https://a.example/cb'] }, address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    const refused = await register({ redirect_uris: ['https://a.example/cb'] }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error).toBe('too_many_requests');
    expect((await register({ redirect_uris: ['https://a.example/cb'] }, '198.51.100.8')).status).toBe(201);
  });
});
