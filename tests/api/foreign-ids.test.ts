import { bootStrapi, TestApp } from '../helpers/strapi';
import { createMatrixCallers, createUser } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Item = Json & { id: number };

/**
 * Issue 20's sweep: routes that take another party's record id (body or path) or show another
 * account, called by someone else, read, link or change nothing foreign. The conversation routes
 * are in conversations-parties, trip packages and paid forks in trips-purchases, detach in
 * trips-status-detach; the rest is here.
 */
describe('foreign ids reach nothing (issue 20 sweep)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (method: 'get' | 'post' | 'put', path: string, who: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const createTrip = async (who: string, body: Json) => {
    const res = await call('post', '/api/trips', who).send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };

  beforeAll(async () => {
    app = await bootStrapi();
    await createMatrixCallers(app.strapi, 'foreign.test', tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("PUT /trips/{mine}/items/{id}: an item of someone else's trip is 404 and stays as it was", async () => {
    const theirs = await createTrip('other', {
      title: 'Theirs',
      items: [{ title: 'Their dinner', notes: 'quiet' }],
    });
    const theirItem = (theirs.itinerary_items as Item[])[0];
    const mine = await createTrip('owner', { title: 'Mine' });
    const res = await call('put', `/api/trips/${mine.id}/items/${theirItem.id}`, 'owner').send({
      notes: 'mine now',
    });
    expect([res.status, res.body.error.message]).toEqual([404, 'Itinerary item not found']);
    const after = (await call('get', `/api/trips/${theirs.id}`, 'other')).body.data;
    expect((after.itinerary_items as Item[])[0]).toMatchObject({ id: theirItem.id, notes: 'quiet' });
  });

  it('POST /admin/trips: a deleted account owns nothing new (422 on user_id)', async () => {
    const gone = await createUser(app.strapi, { email: 'gone@foreign.test' });
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: gone.id }, data: { deleted_at: new Date() } });
    const before = await app.strapi.db.query('api::trip.trip').count();
    const res = await call('post', '/api/admin/trips', 'admin').send({
      title: 'For a ghost',
      user_id: gone.id,
    });
    expect([res.status, res.body.error.validation_errors[0].field]).toEqual([422, 'user_id']);
    expect(await app.strapi.db.query('api::trip.trip').count()).toBe(before);
  });

  it('GET /trips?scope=public: an owner without a name is shown without one, never by the e-mail', async () => {
    const trip = await createTrip('owner', { title: 'Shared', is_public: true });
    const res = await call('get', '/api/trips?scope=public', 'other');
    const shown = (res.body.data as Item[]).find((t) => t.id === trip.id)!;
    expect(shown.user).toEqual({ id: ids.owner, name: null });
    expect(JSON.stringify(res.body)).not.toContain('@foreign.test');
  });
});
