import { bootStrapi, TestApp } from '../helpers/strapi';
import { startSecondInstance, BOOT_BOTH_MS } from '../helpers/second-instance';
import { freePort } from '../helpers/mail-links';
import { createUser, setPassword, tokenFor } from '../helpers/users';
import {
  authorizeThroughForms,
  codeExchangeForm,
  listToolsWith,
  type OAuthParty,
} from '../helpers/oauth-authorize';

// Two processes on one database: the PostgreSQL (+ Redis) pass. On SQLite the file would be
// shared across processes.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const REDIRECT = 'http://127.0.0.1:47555/callback';
const PASSWORD = 'Correct-horse-9';

(onPostgres ? describe : describe.skip)(
  'OAuth for agents across instances on one database (CONTRACT §15)',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof startSecondInstance>>;
    let party: OAuthParty;
    let session: string;

    beforeAll(async () => {
      const port = await freePort();
      // One deployment: both instances share APP_URL (the issuer and the MCP server's audience).
      first = await bootStrapi({ port, env: { APP_URL: `http://127.0.0.1:${port}` } });
      second = await startSecondInstance();
      const user = await createUser(first.strapi, { email: 'oauth-two@example.test' });
      await setPassword(first.strapi, user.id, PASSWORD);
      session = await tokenFor(first.strapi, user);
      const registered = await second
        .http()
        .post('/oauth/register')
        .send({ client_name: 'Assistant', redirect_uris: [REDIRECT] });
      expect(registered.status).toBe(201);
      party = {
        appUrl: first.url,
        clientId: registered.body.client_id,
        redirect: REDIRECT,
        email: user.email,
        password: PASSWORD,
      };
    }, BOOT_BOTH_MS);
    afterAll(async () => {
      await second?.stop();
      await first?.close();
    });

    const mcpPing = (instance: { http: TestApp['http'] }, token: string) =>
      listToolsWith(instance.http, token);
    const token = (instance: { http: TestApp['http'] }, form: Record<string, string>) =>
      instance.http().post('/oauth/token').type('form').send(form);

    /** Signs in and allows through the first instance; the code is exchanged on the second. */
    const connect = async () => {
      const { location, verifier } = await authorizeThroughForms(party, ['catalog:read']);
      const res = await token(second, codeExchangeForm(party, location.searchParams.get('code')!, verifier));
      expect(res.status).toBe(200);
      return res.body as { access_token: string; refresh_token: string };
    };

    it('issues on one instance a token the other accepts, and a reused refresh token ends the grant on both at once', async () => {
      const tokens = await connect();
      expect((await mcpPing(first, tokens.access_token)).status).toBe(200);
      expect((await mcpPing(second, tokens.access_token)).status).toBe(200);
      const refresh = (instance: typeof first | typeof second, refreshToken: string) =>
        token(instance, {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: party.clientId,
        });
      const rotated = await refresh(second, tokens.refresh_token);
      expect(rotated.status).toBe(200);
      expect((await mcpPing(first, rotated.body.access_token)).status).toBe(200);
      // The first refresh token again, on the other instance: reuse, the whole grant revoked.
      expect((await refresh(first, tokens.refresh_token)).body.error).toBe('invalid_grant');
      expect((await mcpPing(second, rotated.body.access_token)).status).toBe(401);
      expect((await mcpPing(first, rotated.body.access_token)).status).toBe(401);
    });

    it('refuses on one instance, at once, an app disconnected on the other', async () => {
      const tokens = await connect();
      expect((await mcpPing(second, tokens.access_token)).status).toBe(200);
      const apps = await second
        .http()
        .get('/api/me/connected-apps')
        .set('Authorization', `Bearer ${session}`);
      const removed = await first
        .http()
        .delete(`/api/me/connected-apps/${apps.body.data[0].id}`)
        .set('Authorization', `Bearer ${session}`);
      expect(removed.status).toBe(200);
      expect((await mcpPing(second, tokens.access_token)).status).toBe(401);
    });

    it('refuses on one instance, at once, an access token revoked (RFC 7009) on the other', async () => {
      const tokens = await connect();
      expect((await mcpPing(first, tokens.access_token)).status).toBe(200);
      const revoked = await second
        .http()
        .post('/oauth/revoke')
        .type('form')
        .send({ token: tokens.access_token, client_id: party.clientId });
      expect(revoked.status).toBe(200);
      expect((await mcpPing(first, tokens.access_token)).status).toBe(401);
    });
  },
);
