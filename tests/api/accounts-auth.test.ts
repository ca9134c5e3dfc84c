import jwt from 'jsonwebtoken';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { linkIn, startSmtpServer } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';
import { accounts } from '../../src/plugins/accounts/public';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('register, login, tokens (CONTRACT §2.1)', () => {
  let app: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: { ...smtp.env, THROTTLE_LOGIN: '5/60', THROTTLE_REGISTER: '1000/60', THROTTLE_REFRESH: '1000/60' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const register = (body: Record<string, unknown>) => app.http().post('/api/register').send(body);
  const login = (email: string, password: string) => app.http().post('/api/login').send({ email, password });
  const me = (token: string) => app.http().get('/api/me').set('Authorization', `Bearer ${token}`);
  const good = {
    name: 'Ana Traveller',
    email: 'Ana@Example.com',
    password: 'correct-horse',
    password_confirmation: 'correct-horse',
  };

  describe('POST /api/register', () => {
    let token: string;

    it('creates a user account: 201, token, the User with roles and the Free subscription', async () => {
      const res = await register(good);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: 'user created',
        data: {
          token: expect.any(String),
          token_type: 'Bearer',
          expires_in: 3600,
          user: {
            id: expect.any(Number),
            name: 'Ana Traveller',
            email: 'ana@example.com',
            roles: ['user'],
            phone: null,
            bio: null,
            country: null,
            address: null,
            address_details: null,
            preferred_currency: 'USD',
            emergency_contact: null,
            profile_image: null,
            email_verified_at: null,
            subscription: {
              plan_id: 1,
              plan_name: 'Free',
              status: 'active',
              ai_quota_total: 5,
              ai_quota_used: 0,
              ai_quota_remaining: 5,
              renews_at: ISO,
              plan: expect.objectContaining({ id: 1, name: 'Free', price_cents: 0, ai_quota_monthly: 5 }),
              // No order paid for Free: no payment reference (CONTRACT §5).
              provider: null,
              provider_ref: null,
            },
          },
        },
      });
      token = res.body.data.token;
    });

    it('issues an HS256 token with the claims of CONTRACT §2.1', () => {
      const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
      const claims = jwt.decode(token) as Record<string, unknown>;
      expect(header.alg).toBe('HS256');
      expect(claims).toEqual({
        sub: expect.stringMatching(/^\d+$/),
        jti: expect.any(String),
        iat: expect.any(Number),
        nbf: claims.iat,
        exp: (claims.iat as number) + 3600,
        iss: 'Travel Planner',
        roles: ['user'],
      });
    });

    it('mails a verification link that verifies the account when followed', async () => {
      const mail = await smtp.waitFor('ana@example.com', /verify your email/i);
      expect(mail.text).toContain('Travel Planner');
      expect(mail.html).toContain('Travel Planner');
      const link = linkIn(mail, 'http://localhost:1337/api/email/verify/');
      const url = new URL(link);
      const res = await app.http().get(`${url.pathname}${url.search}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Email verified successfully', data: null });
      const again = await app.http().get(`${url.pathname}${url.search}`);
      expect(again.body.message).toBe('Email already verified');
      const profile = await me(token);
      expect(profile.body.data.user.email_verified_at).toEqual(ISO);
    });

    it('refuses an e-mail already taken, whatever its case, with 422 on email (legacy message)', async () => {
      const res = await register({ ...good, email: 'ANA@example.COM' });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        type: 'validation_error',
        status: 422,
        validation_errors: [{ field: 'email', message: 'The email has already been taken.' }],
      });
    });

    it('lets only one of two concurrent registrations of one address through', async () => {
      const body = { ...good, email: 'race@example.com' };
      const results = await Promise.all([register(body), register(body), register(body)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
      for (const refused of results.filter((r) => r.status === 422))
        expect(refused.body.error.validation_errors).toEqual([
          { field: 'email', message: 'The email has already been taken.' },
        ]);
    });

    it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
      [
        'an empty body',
        {},
        [
          ['name', 'The name field is required.'],
          ['email', 'The email field is required.'],
          ['password', 'The password field is required.'],
        ],
      ],
      [
        'a bad e-mail and a short password',
        { name: 'X', email: 'not-an-email', password: 'short', password_confirmation: 'short' },
        [
          ['email', 'The email must be a valid email address.'],
          ['password', 'The password must be at least 8 characters.'],
        ],
      ],
      [
        'a confirmation mismatch',
        { ...good, email: 'other@example.com', password_confirmation: 'different' },
        [['password', 'The password field confirmation does not match.']],
      ],
      [
        'wrong types',
        { name: 42, email: ['a@b.c'], password: 12345678, password_confirmation: 12345678 },
        [
          ['name', 'The name must be a string.'],
          ['email', 'The email must be a string.'],
          ['password', 'The password must be a string.'],
        ],
      ],
      [
        'a name over 255 characters',
        { ...good, email: 'long@example.com', name: 'x'.repeat(256) },
        [['name', 'The name may not be greater than 255 characters.']],
      ],
    ])('answers %s with 422 and one entry per failed rule', async (_, body, expected) => {
      const res = await register(body);
      expect(res.status).toBe(422);
      expect(res.body.error.type).toBe('validation_error');
      expect(
        res.body.error.validation_errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      ).toEqual(expected);
    });

    it('answers malformed JSON with 400 and writes nothing', async () => {
      const res = await app
        .http()
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send('{"email": ');
      expect(res.status).toBe(400);
      expect(res.body.error.type).toBe('bad_request');
    });
  });

  describe('POST /api/login', () => {
    beforeAll(async () => {
      await createUser(app.strapi, { email: 'blocked@example.com', blocked: true });
      await accounts(app.strapi).users.update(
        (await accounts(app.strapi).users.findByEmail('blocked@example.com'))!.id,
        { password: 'blocked-password' },
      );
    });

    it('signs in with the right password, any e-mail case', async () => {
      const res = await login('ANA@example.com', 'correct-horse');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('user logged in successfully');
      expect(res.body.data).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        user: { email: 'ana@example.com', roles: ['user'] },
      });
      expect((await me(res.body.data.token)).status).toBe(200);
    });

    it.each([
      ['a wrong password', 'ana@example.com', 'wrong-password'],
      ['an unknown e-mail', 'nobody@example.com', 'correct-horse'],
    ])('answers %s with 401 invalid_credentials', async (_, email, password) => {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        type: 'invalid_credentials',
        message: 'Invalid email or password',
      });
    });

    it('answers correct credentials of a blocked account with 403 account_blocked', async () => {
      const res = await login('blocked@example.com', 'blocked-password');
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        type: 'account_blocked',
        message: 'Your account has been blocked.',
      });
      expect((await login('blocked@example.com', 'nope-nope')).body.error.type).toBe('invalid_credentials');
    });

    it('answers a missing password with 422', async () => {
      const res = await app.http().post('/api/login').send({ email: 'ana@example.com' });
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors).toEqual([
        { field: 'password', message: 'The password field is required.' },
      ]);
    });
  });

  describe('GET /api/me and /api/user', () => {
    it('needs a token', async () => {
      expect((await app.http().get('/api/me')).status).toBe(401);
    });

    it('answers {user} with the subscription; /user is the same with Deprecation: true', async () => {
      const { body } = await login('ana@example.com', 'correct-horse');
      const first = await me(body.data.token);
      const alias = await app.http().get('/api/user').set('Authorization', `Bearer ${body.data.token}`);
      expect(first.body.data.user.subscription.plan_name).toBe('Free');
      expect(alias.body).toEqual(first.body);
      expect(alias.headers.deprecation).toBe('true');
      expect(first.headers.deprecation).toBeUndefined();
    });

    it('is reachable by an unverified account (token-only group)', async () => {
      const res = await register({ ...good, email: 'unverified@example.com' });
      expect((await me(res.body.data.token)).status).toBe(200);
    });
  });

  describe('logout and refresh', () => {
    // Tokens straight from the token service: the login throttle is exercised elsewhere.
    const fresh = async () =>
      tokenFor(app.strapi, (await accounts(app.strapi).users.findByEmail('ana@example.com'))!);
    const refresh = (token: string) =>
      app.http().post('/api/refresh').set('Authorization', `Bearer ${token}`);

    it('logout revokes the token used, and only that one', async () => {
      const [a, b] = [await fresh(), await fresh()];
      const res = await app.http().post('/api/logout').set('Authorization', `Bearer ${a}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'User Logged out Successfully', data: [] });
      expect((await me(a)).status).toBe(401);
      expect((await app.http().post('/api/logout').set('Authorization', `Bearer ${a}`)).status).toBe(401);
      expect((await me(b)).status).toBe(200);
    });

    it('refresh returns a new token and the old one is refused at once', async () => {
      const old = await fresh();
      const res = await refresh(old);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 3600,
        user: { email: 'ana@example.com' },
      });
      expect(res.body.data.token).not.toBe(old);
      expect((await me(old)).status).toBe(401);
      expect((await refresh(old)).status).toBe(401);
      expect((await me(res.body.data.token)).status).toBe(200);
    });

    it('refreshes a token expired less than 14 days ago, not one older', async () => {
      const user = (await accounts(app.strapi).users.findByEmail('ana@example.com'))!;
      const recent = await tokenFor(app.strapi, user, ['user'], Date.now() - 13 * 86400 * 1000);
      const ancient = await tokenFor(app.strapi, user, ['user'], Date.now() - 15 * 86400 * 1000);
      expect((await me(recent)).status).toBe(401);
      expect((await refresh(recent)).status).toBe(200);
      expect((await refresh(ancient)).status).toBe(401);
    });

    it('lets one of several concurrent refreshes of one token win', async () => {
      const old = await fresh();
      const results = await Promise.all(Array.from({ length: 5 }, () => refresh(old)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 401)).toHaveLength(4);
    });

    it('refuses refresh without a token, with garbage, and for a blocked account', async () => {
      expect((await app.http().post('/api/refresh')).status).toBe(401);
      expect((await refresh('garbage')).status).toBe(401);
      const blocked = (await accounts(app.strapi).users.findByEmail('blocked@example.com'))!;
      const res = await refresh(await tokenFor(app.strapi, blocked));
      expect(res.status).toBe(403);
      expect(res.body.error.type).toBe('account_blocked');
    });
  });

  describe('throttles', () => {
    it('refuses the sixth login attempt in a minute for one address with 429 and Retry-After', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await login('throttled@example.com', 'wrong-password')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const refused = await login('throttled@example.com', 'wrong-password');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('5');
      expect(refused.body.error.type).toBe('too_many_requests');
    });
  });
});
