import { createHash } from 'crypto';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { startSecondInstance } from '../helpers/second-instance';
import { createUser, tokenFor } from '../helpers/users';

// Two processes on one database: the PostgreSQL (+ Redis) pass. On SQLite the file would be
// shared across processes.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

(onPostgres ? describe : describe.skip)('personal access tokens across instances on one database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    first = await bootStrapi();
    second = await startSecondInstance();
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  /** A `trips:read` personal access token of `user`, created through `instance`. */
  const readerTokenVia = async (instance: { http: TestApp['http'] }, user: { id: number }) => {
    const session = await tokenFor(first.strapi, user);
    const created = await instance
      .http()
      .post('/api/me/tokens')
      .set(bearer(session))
      .send({ name: 'agent', scopes: ['trips:read'] });
    return created.body.data.token as string;
  };
  const trips = (instance: { http: TestApp['http'] }, token: string) =>
    instance.http().get('/api/trips').set(bearer(token));

  it('refuses on the second instance, at once, a token revoked through the first', async () => {
    const user = await createUser(first.strapi, { email: 'pat-two@example.test' });
    const session = await tokenFor(first.strapi, user);
    const created = await first
      .http()
      .post('/api/me/tokens')
      .set(bearer(session))
      .send({ name: 'agent', scopes: ['trips:read'] });
    const { id, token } = created.body.data;
    expect((await trips(first, token)).status).toBe(200);
    expect((await trips(second, token)).status).toBe(200);
    expect((await first.http().delete(`/api/me/tokens/${id}`).set(bearer(session))).status).toBe(200);
    const refused = await trips(second, token);
    expect([refused.status, refused.body.error.type]).toEqual([401, 'unauthenticated']);
    expect((await trips(first, token)).status).toBe(401);
  });

  it('refuses on both instances the token of an account blocked through one of them', async () => {
    const admin = await createUser(first.strapi, { email: 'pat-blocker@example.test', role: 'super_admin' });
    const adminToken = await tokenFor(first.strapi, admin, ['super_admin']);
    const user = await createUser(first.strapi, { email: 'pat-blocked-two@example.test' });
    const token = await readerTokenVia(second, user);
    expect((await trips(first, token)).status).toBe(200);
    await first
      .http()
      .patch(`/api/admin/users/${user.id}/block`)
      .set(bearer(adminToken))
      .send({ blocked: true });
    expect((await trips(second, token)).body.error.type).toBe('account_blocked');
    expect((await trips(first, token)).body.error.type).toBe('account_blocked');
  });

  it('refuses on both instances, at once, the tokens of an account whose password was reset', async () => {
    const user = await createUser(first.strapi, { email: 'pat-reset-two@example.test' });
    const token = await readerTokenVia(second, user);
    expect((await trips(second, token)).status).toBe(200);
    // A reset link as the forgotten-password mail carries it (only its hash is stored).
    const secret = 'a'.repeat(64);
    await first.strapi.db.query('plugin::accounts.password-reset').create({
      data: {
        email: user.email,
        token_hash: createHash('sha256').update(secret).digest('hex'),
        expires_at: new Date(Date.now() + 60_000),
      },
    });
    const reset = await first.http().post('/api/reset-password').send({
      email: user.email,
      token: secret,
      password: 'a-new-password-1',
      password_confirmation: 'a-new-password-1',
    });
    expect(reset.status).toBe(200);
    for (const instance of [second, first])
      expect((await trips(instance, token)).body.error.type).toBe('unauthenticated');
  });
});
