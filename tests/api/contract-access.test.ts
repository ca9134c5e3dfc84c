import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { respond } from '../../src/plugins/contract/public';
import { issueToken, tokenSettingsOf } from '../../src/plugins/accounts/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { mountTestRoutes } from '../helpers/test-routes';
import { createUser, tokenFor } from '../helpers/users';

const whoAmI = (ctx: Context) =>
  respond(ctx, { user_id: (ctx.state.user as { id?: number } | undefined)?.id ?? null });

describe('route access declarations (CONTRACT §2.2)', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await bootStrapi({
      beforeMount: (s) =>
        mountTestRoutes(s, [
          { method: 'GET', path: '/access/public', access: 'public', throttle: 'api', handler: whoAmI },
          { method: 'GET', path: '/access/token', access: 'token', throttle: 'api', handler: whoAmI },
          { method: 'GET', path: '/access/verified', access: 'verified', throttle: 'api', handler: whoAmI },
          {
            method: 'GET',
            path: '/access/admins',
            access: { roles: ['admin'] },
            throttle: 'api',
            handler: whoAmI,
          },
          {
            method: 'GET',
            path: '/access/agencies',
            access: { roles: ['agency'], verified: false },
            throttle: 'api',
            handler: whoAmI,
          },
          {
            method: 'GET',
            path: '/access/permission',
            access: { permission: 'manage users' },
            throttle: 'api',
            handler: whoAmI,
          },
        ]),
    });
    strapi = app.strapi;
    const people = {
      user: { role: 'user' },
      unverified: { role: 'user', confirmed: false },
      blocked: { role: 'user', blocked: true },
      unverifiedBlocked: { role: 'user', confirmed: false, blocked: true },
      admin: { role: 'admin' },
      agency: { role: 'agency', confirmed: false },
      superAdmin: { role: 'super_admin' },
    };
    for (const [name, spec] of Object.entries(people)) {
      const user = await createUser(strapi, { email: `${name.toLowerCase()}@example.test`, ...spec });
      ids[name] = user.id;
      tokens[name] = await tokenFor(strapi, user, [spec.role]);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (path: string, token?: string) => {
    const req = app.http().get(`/api/__test/access/${path}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  const outcome = async (path: string, who: string | null, rawToken?: string) => {
    const res = await call(path, rawToken ?? (who ? tokens[who] : undefined));
    return res.status === 200 ? `200 user:${res.body.data.user_id}` : `${res.status} ${res.body.error.type}`;
  };

  it.each<[string, string | null, string]>([
    ['public', null, '200 user:null'],
    ['public', 'user', '200 user:user'],
    ['public', 'unverified', '200 user:unverified'],
    ['public', 'blocked', '403 account_blocked'],
    ['token', null, '401 unauthenticated'],
    ['token', 'unverified', '200 user:unverified'],
    ['token', 'blocked', '403 account_blocked'],
    ['verified', null, '401 unauthenticated'],
    ['verified', 'user', '200 user:user'],
    ['verified', 'unverified', '403 email_not_verified'],
    ['verified', 'unverifiedBlocked', '403 email_not_verified'],
    ['verified', 'blocked', '403 account_blocked'],
    ['admins', null, '401 unauthenticated'],
    ['admins', 'unverified', '403 email_not_verified'],
    ['admins', 'user', '403 forbidden'],
    ['admins', 'agency', '403 email_not_verified'],
    ['admins', 'admin', '200 user:admin'],
    ['admins', 'superAdmin', '200 user:superAdmin'],
    ['agencies', 'agency', '200 user:agency'],
    ['agencies', 'user', '403 forbidden'],
    ['permission', 'user', '403 forbidden'],
    ['permission', 'admin', '200 user:admin'],
    ['permission', 'superAdmin', '200 user:superAdmin'],
  ])('%s route, caller %s → %s', async (path, who, expected) => {
    const result = await outcome(path, who);
    expect(result).toBe(
      expected.replace(/user:([A-Za-z]+)$/, (_, name) => `user:${name === 'null' ? 'null' : ids[name]}`),
    );
  });

  it('answers 401 with the exact body and WWW-Authenticate', async () => {
    const res = await call('verified');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual({
      success: false,
      message: 'Authentication required. Please provide valid credentials.',
      error: {
        type: 'unauthenticated',
        status: 401,
        message: 'Authentication required. Please provide valid credentials.',
        timestamp: expect.any(String),
      },
    });
  });

  it('answers 403 account_blocked and email_not_verified with their messages', async () => {
    expect((await call('verified', tokens.blocked)).body.error).toMatchObject({
      status: 403,
      type: 'account_blocked',
      message: 'Your account has been blocked.',
    });
    expect((await call('verified', tokens.unverified)).body.error).toMatchObject({
      status: 403,
      type: 'email_not_verified',
      message: 'Your email address is not verified.',
    });
    expect((await call('admins', tokens.user)).body.error).toMatchObject({
      status: 403,
      type: 'forbidden',
      message: 'You do not have permission to perform this action.',
    });
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['expired', 'expired'],
    ['foreign secret', 'foreign'],
    ['unknown user', 'ghost'],
    ['never issued (right key, unrecorded jti)', 'unrecorded'],
  ])('refuses a %s token on protected routes and ignores it on public ones', async (_, kind) => {
    const settings = tokenSettingsOf(strapi);
    const token = {
      'not-a-jwt': 'not-a-jwt',
      expired: await tokenFor(strapi, { id: ids.user }, ['user'], Date.now() - 2 * 3600 * 1000),
      foreign: issueToken({ ...settings, secret: 'someone-else' }, { id: ids.user, roles: ['user'] }).token,
      ghost: await tokenFor(strapi, { id: 999999 }),
      unrecorded: issueToken(settings, { id: ids.user, roles: ['user'] }).token,
    }[kind]!;
    expect(await outcome('verified', null, token)).toBe('401 unauthenticated');
    expect(await outcome('public', null, token)).toBe('200 user:null');
  });

  it('sees a block at once, without waiting for the token to expire', async () => {
    const user = await createUser(strapi, { email: 'soon-blocked@example.test' });
    const token = await tokenFor(strapi, user);
    expect((await call('verified', token)).status).toBe(200);
    await strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { blocked: true } });
    expect((await call('verified', token)).body.error.type).toBe('account_blocked');
  });

  describe("Strapi's internal plugin routes refuse our tokens", () => {
    let send: jest.Mock;
    beforeAll(() => {
      const emailService = strapi.plugin('email').service('email') as { send: unknown };
      send = jest.fn(async () => undefined);
      emailService.send = send;
    });

    it.each([
      ['post', '/api/email'],
      ['get', '/api/content-type-builder/content-types'],
      ['get', '/api/upload/files'],
      ['post', '/api/upload'],
    ] as const)('%s %s with a user token → 401, with an admin token → 401', async (method, path) => {
      for (const who of ['user', 'superAdmin']) {
        const client = app.http();
        const res = await client[method](path)
          .set('Authorization', `Bearer ${tokens[who]}`)
          .send(method === 'post' ? { to: 'victim@example.test', subject: 'hi', text: 'spam' } : undefined);
        expect([who, res.status, res.body.error?.type]).toEqual([who, 401, 'unauthenticated']);
      }
    });

    it('POST /api/email anonymously → 403, and no mail was ever handed to the provider', async () => {
      const res = await app
        .http()
        .post('/api/email')
        .send({ to: 'victim@example.test', subject: 'hi', text: 'spam' });
      expect(res.status).toBe(403);
      expect(res.body.error.type).toBe('forbidden');
      expect(send).not.toHaveBeenCalled();
    });

    it('GET /api/i18n/locales with a user token → 401', async () => {
      const res = await app.http().get('/api/i18n/locales').set('Authorization', `Bearer ${tokens.user}`);
      expect(res.status).toBe(401);
    });
  });
});
