import request from 'supertest';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { startOAuthProvider } from '../helpers/oauth-provider';
import { linkIn, startSmtpServer } from '../helpers/smtp';
import { createUser } from '../helpers/users';

/** FRONTEND_RESET_PATH and FRONTEND_OAUTH_PATH set (CONTRACT §9): mails and redirects follow them. */
describe('frontend pages from configuration', () => {
  let app: TestApp;
  let google: Awaited<ReturnType<typeof startOAuthProvider>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    google = await startOAuthProvider({ id: 'google-client', secret: 'google-secret' });
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: {
        ...google.envFor('GOOGLE'),
        ...smtp.env,
        FRONTEND_URL: 'https://app.example.test/',
        FRONTEND_RESET_PATH: '/account/reset',
        FRONTEND_OAUTH_PATH: '/signed-in.html',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([google?.close(), smtp?.close()]);
  });

  it('links the reset mail to FRONTEND_RESET_PATH', async () => {
    await createUser(app.strapi, { email: 'paths@example.test' });
    expect((await app.http().post('/api/forgot-password').send({ email: 'paths@example.test' })).status).toBe(
      200,
    );
    const link = new URL(
      linkIn(
        await smtp.waitFor('paths@example.test', /reset your password/i),
        'https://app.example.test/account/reset?',
      ),
    );
    expect(link.searchParams.get('email')).toBe('paths@example.test');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends social sign-in back to FRONTEND_OAUTH_PATH, with a token or with oauth_error', async () => {
    google.signInAs({ sub: 'g-paths', email: 'paths-social@example.test', name: 'Paths' });
    const agent = request.agent(app.url);
    const authorize = new URL((await agent.get('/api/auth/google')).headers.location);
    const callback = new URL(
      (await request(authorize.origin).get(`${authorize.pathname}${authorize.search}`)).headers.location,
    );
    const final = new URL((await agent.get(`${callback.pathname}${callback.search}`)).headers.location);
    expect(`${final.origin}${final.pathname}`).toBe('https://app.example.test/signed-in.html');
    expect(final.searchParams.get('token')).toBeTruthy();
    const refused = new URL(
      (await agent.get('/api/auth/google/callback?code=x&state=forged')).headers.location,
    );
    expect(`${refused.origin}${refused.pathname}`).toBe('https://app.example.test/signed-in.html');
    expect(refused.searchParams.get('oauth_error')).toBe('invalid_state');
  });
});
