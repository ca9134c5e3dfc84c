import { bootStrapi, TestApp } from '../helpers/strapi';
import { startSecondInstance, type SecondInstance } from '../helpers/second-instance';
import { createUser, tokenFor } from '../helpers/users';

type Instance = { http: TestApp['http'] };

// On PostgreSQL the races run across two processes on one database; on SQLite (one writer) across
// the requests of one process.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const TOKENS = 'accounts_personal_access_tokens';

describe('concurrent writes that must stay one: the token limit and a calendar feed', () => {
  let first: TestApp;
  let second: SecondInstance | undefined;
  let instances: Instance[];

  beforeAll(async () => {
    first = await bootStrapi();
    second = onPostgres ? await startSecondInstance() : undefined;
    instances = second ? [first, second] : [first];
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  /** `count` requests at once, spread over the instances in turn. */
  const race = (count: number, call: (instance: Instance, i: number) => PromiseLike<{ status: number }>) =>
    Promise.all(Array.from({ length: count }, (_, i) => call(instances[i % instances.length], i)));

  it('20 concurrent token creations with 45 live end at exactly 50 live; the rest are 422', async () => {
    const user = await createUser(first.strapi, { email: 'race-tokens@example.test' });
    const session = await tokenFor(first.strapi, user);
    await first.strapi.db.connection(TOKENS).insert(
      Array.from({ length: 45 }, (_, i) => ({
        user_id: user.id,
        name: `existing ${i}`,
        scopes: JSON.stringify(['trips:read']),
        token_hash: `race-${user.id}-${i}`,
        hint: 'tp_pat_race…',
      })),
    );
    const answers = await race(20, (instance, i) =>
      instance
        .http()
        .post('/api/me/tokens')
        .set('Authorization', `Bearer ${session}`)
        .send({ name: `racer ${i}`, scopes: ['trips:read'] }),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    const live = await first.strapi.db.connection(TOKENS).where({ user_id: user.id, revoked_at: null });
    expect(live).toHaveLength(50);
  });

  it('10 concurrent first rotations of a calendar feed: no 5xx, one feed, and its URL serves', async () => {
    const user = await createUser(first.strapi, { email: 'race-feed@example.test' });
    const session = await tokenFor(first.strapi, user);
    const answers = await race(10, (instance, i) =>
      i % 3 === 2
        ? instance.http().get('/api/me/calendar-feed').set('Authorization', `Bearer ${session}`)
        : instance.http().post('/api/me/calendar-feed/rotate').set('Authorization', `Bearer ${session}`),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const feeds = await first.strapi.db.connection('calendar_feeds').where({ user_id: user.id });
    expect(feeds).toHaveLength(1);
    const current = await first.http().get('/api/me/calendar-feed').set('Authorization', `Bearer ${session}`);
    const served = await first.http().get(new URL(current.body.data.url).pathname);
    expect(served.status).toBe(200);
    expect(served.text).toContain('BEGIN:VCALENDAR');
  });
});
