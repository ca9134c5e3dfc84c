import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/** Each invitation sends a mail: an inviter gets 10 a minute (`invitations`, CONTRACT §7's way). */
describe('trips together: invitations are throttled per inviter', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await bootStrapi();
    for (const name of ['owner', 'other']) {
      const user = await createUser(app.strapi, { email: `${name}@together-throttle.test` });
      tokens[name] = await tokenFor(app.strapi, user);
    }
  });
  afterAll(() => app?.close());

  it('the 11th invitation of a minute is 429, and another inviter is not held back', async () => {
    const tripOf = async (who: string) =>
      (
        await app
          .http()
          .post('/api/trips')
          .set('Authorization', `Bearer ${tokens[who]}`)
          .send({ title: `${who}'s trip` })
      ).body.data.id as number;
    const invite = (who: string, trip: number, n: number) =>
      app
        .http()
        .post(`/api/trips/${trip}/members`)
        .set('Authorization', `Bearer ${tokens[who]}`)
        .send({ email: `guest${n}@together-throttle.test`, role: 'viewer' });
    const trip = await tripOf('owner');
    for (let n = 0; n < 10; n += 1) expect((await invite('owner', trip, n)).status).toBe(201);
    const held = await invite('owner', trip, 10);
    expect([held.status, held.body.error.type]).toEqual([429, 'too_many_requests']);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await invite('other', await tripOf('other'), 11)).status).toBe(201);
  });
});
