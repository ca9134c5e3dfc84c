import request from 'supertest';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { startOAuthProvider } from '../helpers/oauth-provider';
import { linkIn, startSmtpServer } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';
import { accounts } from '../../src/plugins/accounts/public';

type Provider = Awaited<ReturnType<typeof startOAuthProvider>>;

describe('social sign-in (CONTRACT §2.5)', () => {
  let app: TestApp;
  let google: Provider;
  let facebook: Provider;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    google = await startOAuthProvider({ id: 'google-client', secret: 'google-secret' });
    facebook = await startOAuthProvider({ id: 'fb-client', secret: 'fb-secret' });
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: { ...google.envFor('GOOGLE'), ...facebook.envFor('FACEBOOK'), ...smtp.env },
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([google?.close(), facebook?.close(), smtp?.close()]);
  });

  /** Drives the browser: our redirect → provider → our callback → frontend; returns the final query. */
  const signIn = async (provider: 'google' | 'facebook') => {
    const agent = request.agent(app.url);
    const start = await agent.get(`/api/auth/${provider}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `http://localhost:1337/api/auth/${provider}/callback`,
    );
    const atProvider = await request(authorize.origin).get(`${authorize.pathname}${authorize.search}`);
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.location);
    const back = await agent.get(`${callback.pathname}${callback.search}`);
    expect(back.status).toBe(302);
    const final = new URL(back.headers.location);
    // FRONTEND_OAUTH_PATH defaults to /, where the legacy frontend reads the token.
    expect(`${final.origin}${final.pathname}`).toBe('http://localhost:8080/');
    return { params: final.searchParams, callbackPath: `${callback.pathname}${callback.search}` };
  };

  const me = (token: string) => app.http().get('/api/me').set('Authorization', `Bearer ${token}`);

  it('signs a new Google user up: unverified, verification mail, token with oauth_pending', async () => {
    google.signInAs({
      sub: 'g-100',
      email: 'New.Person@gmail.test',
      name: 'New Person',
      picture: 'https://pics.test/p.png',
    });
    const { params } = await signIn('google');
    expect(params.get('oauth_pending')).toBe('1');
    expect(params.get('provider')).toBe('google');
    const token = params.get('token')!;
    const profile = await me(token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({
      email: 'new.person@gmail.test',
      name: 'New Person',
      roles: ['user'],
      email_verified_at: null,
      profile_image: 'https://pics.test/p.png',
    });
    const mail = await smtp.waitFor('new.person@gmail.test', /verify/i);
    expect(linkIn(mail, 'http://localhost:1337/api/email/verify/')).toBeTruthy();

    const complete = await app
      .http()
      .post('/api/auth/social/complete')
      .set('Authorization', `Bearer ${token}`)
      .send({ phone: '+20 100 000 0000' });
    expect(complete.status).toBe(200);
    expect(complete.body.message).toBe('Registration completed successfully.');
    expect(complete.body.data).toMatchObject({
      token: expect.any(String),
      token_type: 'Bearer',
      user: { phone: '+20 100 000 0000' },
    });
    const again = await app
      .http()
      .post('/api/auth/social/complete')
      .set('Authorization', `Bearer ${token}`)
      .send({ phone: '+20 100 000 0001' });
    expect(again.body.message).toBe('Phone already set.');
  });

  it('signs the returning Google user in without oauth_pending', async () => {
    google.signInAs({ sub: 'g-100', email: 'new.person@gmail.test', name: 'New Person' });
    const { params } = await signIn('google');
    expect(params.get('oauth_pending')).toBeNull();
    expect((await me(params.get('token')!)).body.data.user.email).toBe('new.person@gmail.test');
  });

  it('links a Facebook identity to an existing account by e-mail', async () => {
    const existing = await createUser(app.strapi, { email: 'fan@example.test' });
    await accounts(app.strapi).users.update(existing.id, { phone: '+1 555 0100' });
    facebook.signInAs({
      id: '555',
      email: 'fan@example.test',
      name: 'Fan',
      picture: { data: { url: 'https://fb.test/fan.jpg' } },
    });
    const { params } = await signIn('facebook');
    expect(params.get('oauth_pending')).toBeNull();
    expect((await me(params.get('token')!)).body.data.user.id).toBe(existing.id);
    facebook.signInAs({ id: '555', email: 'changed@example.test' });
    const second = await signIn('facebook');
    expect((await me(second.params.get('token')!)).body.data.user.id).toBe(existing.id);
  });

  it('takes an unverified account over from whoever registered the address: password replaced, tokens revoked', async () => {
    const squatter = await app.http().post('/api/register').send({
      name: 'Squatter',
      email: 'owner@gmail.test',
      password: 'Squatter-pass-1',
      password_confirmation: 'Squatter-pass-1',
    });
    expect(squatter.status).toBe(201);
    const squatterToken = squatter.body.data.token;
    google.signInAs({ sub: 'g-owner', email: 'owner@gmail.test', email_verified: true, name: 'Owner' });
    const { params } = await signIn('google');
    const mine = await me(params.get('token')!);
    expect([mine.status, mine.body.data?.user?.email, params.get('oauth_error')]).toEqual([
      200,
      'owner@gmail.test',
      null,
    ]);
    expect((await me(squatterToken)).status).toBe(401);
    expect(
      (await app.http().post('/api/login').send({ email: 'owner@gmail.test', password: 'Squatter-pass-1' }))
        .status,
    ).toBe(401);
  });

  it('keeps the password and sessions of a verified account it links to', async () => {
    const owner = await createUser(app.strapi, { email: 'verified-owner@example.test' });
    const token = await tokenFor(app.strapi, owner);
    google.signInAs({ sub: 'g-verified', email: 'verified-owner@example.test', email_verified: true });
    expect((await signIn('google')).params.get('token')).toBeTruthy();
    expect((await me(token)).status).toBe(200);
  });

  it('refuses an address the provider has not confirmed with oauth_error=email_unverified', async () => {
    const existing = await createUser(app.strapi, { email: 'target@example.test' });
    google.signInAs({ sub: 'g-unconfirmed', email: 'target@example.test', email_verified: false });
    expect((await signIn('google')).params.get('oauth_error')).toBe('email_unverified');
    const after = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: existing.id } });
    expect(after.google_id).toBeNull();
  });

  it('refuses a blocked account with oauth_error=account_blocked', async () => {
    await createUser(app.strapi, { email: 'blocked-social@example.test', blocked: true });
    google.signInAs({ sub: 'g-200', email: 'blocked-social@example.test' });
    const { params } = await signIn('google');
    expect(params.get('oauth_error')).toBe('account_blocked');
    expect(params.get('token')).toBeNull();
  });

  it('asks for an e-mail when the provider gives none', async () => {
    facebook.signInAs({ id: '777', name: 'No Mail' });
    expect((await signIn('facebook')).params.get('oauth_error')).toBe('email_required');
  });

  it('reports a failed code exchange as provider_error', async () => {
    google.failNextExchanges(true);
    google.signInAs({ sub: 'g-300', email: 'x@example.test' });
    expect((await signIn('google')).params.get('oauth_error')).toBe('provider_error');
    google.failNextExchanges(false);
  });

  it('refuses a callback with a forged state or without the browser cookie', async () => {
    const forged = await app.http().get('/api/auth/google/callback?code=code-1&state=forged.state');
    expect(new URL(forged.headers.location).searchParams.get('oauth_error')).toBe('invalid_state');
    // A real state, but replayed from another browser (no nonce cookie).
    const start = await app.http().get('/api/auth/google');
    const state = new URL(start.headers.location).searchParams.get('state')!;
    const replay = await app
      .http()
      .get(`/api/auth/google/callback?code=code-1&state=${encodeURIComponent(state)}`);
    expect(new URL(replay.headers.location).searchParams.get('oauth_error')).toBe('invalid_state');
    const denied = await app.http().get('/api/auth/google/callback?error=access_denied');
    expect(new URL(denied.headers.location).searchParams.get('oauth_error')).toBe('access_denied');
  });

  it('answers an unknown provider with 404', async () => {
    for (const path of ['/api/auth/twitter', '/api/auth/twitter/callback']) {
      const res = await app.http().get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.type).toBe('not_found');
    }
  });

  it('validates the phone of /auth/social/complete and needs a token', async () => {
    expect((await app.http().post('/api/auth/social/complete').send({ phone: '123' })).status).toBe(401);
    const user = await createUser(app.strapi, { email: 'phoneless@example.test', confirmed: false });
    const { token } = await accounts(app.strapi).tokens.issue({ id: user.id, roles: ['user'] });
    const res = await app
      .http()
      .post('/api/auth/social/complete')
      .set('Authorization', `Bearer ${token}`)
      .send({ phone: 'abc' });
    expect(res.status).toBe(422);
    expect(res.body.error.validation_errors).toEqual([
      { field: 'phone', message: 'The phone format is invalid.' },
    ]);
  });
});

describe('social sign-in without provider configuration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({ env: { GOOGLE_CLIENT_ID: '', FACEBOOK_CLIENT_ID: '' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends the browser back with oauth_error=provider_not_configured', async () => {
    const res = await app.http().get('/api/auth/google');
    expect(res.status).toBe(302);
    const target = new URL(res.headers.location);
    expect(target.searchParams.get('oauth_error')).toBe('provider_not_configured');
  });
});
