import { bootStrapi, TestApp } from '../helpers/strapi';
import { startSecondInstance } from '../helpers/second-instance';
import { createUser, tokenFor } from '../helpers/users';

// Two processes sharing one PostgreSQL database and one Redis (the second CI pass).
const shared = process.env.DATABASE_CLIENT === 'postgres' && Boolean(process.env.REDIS_URL);

(shared ? describe : describe.skip)('response cache shared by two instances (Redis)', () => {
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

  it('shows through one instance, at once, an edit made through the other', async () => {
    const token = await tokenFor(
      first.strapi,
      await createUser(first.strapi, { email: 'catalog-admin@example.test', role: 'admin' }),
      ['admin'],
    );
    const admin = <T extends { set(name: string, value: string): T }>(req: T) =>
      req.set('Authorization', `Bearer ${token}`);
    const created = await admin(first.http().post('/api/admin/categories')).send({
      name: 'Islands',
      type: 'destination',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;

    // The second instance reads (and caches) the record, twice, so the second read is a cache hit.
    const cached = await second.http().get(`/api/categories/${id}`);
    expect((await second.http().get(`/api/categories/${id}`)).headers.etag).toBe(cached.headers.etag);
    expect(cached.body.data.name).toBe('Islands');

    await admin(first.http().put(`/api/admin/categories/${id}`))
      .send({ name: 'Tropical Islands' })
      .expect(200);
    const fresh = await second.http().get(`/api/categories/${id}`);
    expect(fresh.body.data.name).toBe('Tropical Islands');
    expect(fresh.headers.etag).not.toBe(cached.headers.etag);

    await admin(first.http().delete(`/api/admin/categories/${id}`)).expect(200);
    expect((await second.http().get(`/api/categories/${id}`)).status).toBe(404);
  });
});
