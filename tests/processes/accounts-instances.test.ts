import { bootStrapi, TestApp } from '../helpers/strapi';
import { startSecondInstance } from '../helpers/second-instance';
import { createUser, tokenFor } from '../helpers/users';
import { issueToken } from '../../src/plugins/accounts/public';

// Two processes on one database: the PostgreSQL (+ Redis) pass of CI. On SQLite the file would be
// shared across processes.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

(onPostgres ? describe : describe.skip)(
  'token revocation across instances on one PostgreSQL database',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof startSecondInstance>>;

    beforeAll(async () => {
      first = await bootStrapi();
      second = await startSecondInstance();
    });
    afterAll(async () => {
      await second?.stop();
      await first?.close();
    });

    const me = (instance: { http: TestApp['http'] }, token: string) =>
      instance.http().get('/api/me').set('Authorization', `Bearer ${token}`);

    it('refuses on one instance a token logged out through the other, at once', async () => {
      const user = await createUser(first.strapi, { email: 'two-instances@example.test' });
      const token = await tokenFor(first.strapi, user);
      // Both instances have seen (and cached) the token as valid.
      expect((await me(first, token)).status).toBe(200);
      expect((await me(second, token)).status).toBe(200);
      expect((await first.http().post('/api/logout').set('Authorization', `Bearer ${token}`)).status).toBe(
        200,
      );
      expect((await me(second, token)).status).toBe(401);
    });

    it('refuses through the first instance the old token refreshed through the second', async () => {
      const user = await createUser(first.strapi, { email: 'refresh-two@example.test' });
      const token = await tokenFor(first.strapi, user);
      expect((await me(first, token)).status).toBe(200);
      const refreshed = await second.http().post('/api/refresh').set('Authorization', `Bearer ${token}`);
      expect(refreshed.status).toBe(200);
      expect((await me(first, token)).status).toBe(401);
      expect((await me(first, refreshed.body.data.token)).status).toBe(200);
    });

    it('a blocked account: 403 on both instances while blocked, the same token good on both once unblocked', async () => {
      const admin = await createUser(first.strapi, { email: 'blocker@example.test', role: 'super_admin' });
      const adminToken = await tokenFor(first.strapi, admin, ['super_admin']);
      const user = await createUser(first.strapi, { email: 'blocked-two@example.test' });
      const token = await tokenFor(first.strapi, user);
      expect((await me(first, token)).status).toBe(200);
      expect((await me(second, token)).status).toBe(200);
      await first
        .http()
        .patch(`/api/admin/users/${user.id}/block`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ blocked: true });
      expect((await me(second, token)).body.error.type).toBe('account_blocked');
      expect((await me(first, token)).body.error.type).toBe('account_blocked');
      await second
        .http()
        .patch(`/api/admin/users/${user.id}/block`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ blocked: false });
      expect((await me(first, token)).status).toBe(200);
      expect((await me(second, token)).status).toBe(200);
    });

    it('accepts a token on an instance with another public URL (issuer JWT_ISSUER), refuses another issuer', async () => {
      const elsewhere = await startSecondInstance({ APP_URL: 'https://api-2.example.test' });
      try {
        const user = await createUser(first.strapi, { email: 'issuer@example.test' });
        const token = await tokenFor(first.strapi, user);
        expect((await me(elsewhere, token)).status).toBe(200);
        // Signed with the right key and recorded, but issued by someone else: refused.
        const foreign = issueToken(
          { secret: process.env.JWT_SECRET!, issuer: 'Another App' },
          { id: user.id, roles: ['user'] },
        );
        await first.strapi.db.query('plugin::accounts.access-token').create({
          data: {
            jti: foreign.claims.jti,
            user_id: user.id,
            issued_at: new Date(),
            expires_at: new Date(foreign.claims.exp * 1000),
          },
        });
        expect((await me(elsewhere, foreign.token)).status).toBe(401);
        expect((await me(first, foreign.token)).status).toBe(401);
      } finally {
        await elsewhere.stop();
      }
    });
  },
);
