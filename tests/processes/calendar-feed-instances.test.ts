import { bootStrapi, TestApp } from '../helpers/strapi';
import { startSecondInstance } from '../helpers/second-instance';
import { createUser, tokenFor } from '../helpers/users';

// Two processes on one database: the PostgreSQL pass of CI (on SQLite the file would be shared).
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

(onPostgres ? describe : describe.skip)('calendar feeds across instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let token: string;

  beforeAll(async () => {
    first = await bootStrapi();
    second = await startSecondInstance();
    const user = await createUser(first.strapi, { email: 'feed-two@example.test' });
    token = await tokenFor(first.strapi, user);
    const trip = await first
      .http()
      .post('/api/trips')
      .set('Authorization', `Bearer ${token}`)
      .send({ title: 'Both ways', start_date: '2027-06-01', days: [{ items: [{ title: 'Ferry' }] }] });
    expect(trip.status).toBe(201);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  const feedUrl = async (instance: { http: TestApp['http'] }, action: 'get' | 'post' = 'get') => {
    const path = action === 'get' ? '/api/me/calendar-feed' : '/api/me/calendar-feed/rotate';
    const res = await instance.http()[action](path).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    return new URL(res.body.data.url as string).pathname;
  };

  it('shows one URL on both instances, and a rotation through one is 404 on the other at once', async () => {
    const url = await feedUrl(first);
    expect(await feedUrl(second)).toBe(url);
    const served = await second.http().get(url);
    expect(served.status).toBe(200);
    expect(served.text).toContain('SUMMARY:Ferry');

    const rotated = await feedUrl(first, 'post');
    expect(rotated).not.toBe(url);
    const old = await second.http().get(url);
    expect([old.status, old.body.error?.type]).toEqual([404, 'not_found']);
    expect((await second.http().get(rotated)).status).toBe(200);
    expect(await feedUrl(second)).toBe(rotated);
  });
});
