import { quotaOf, setQuota } from '../helpers/quota';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { callerOf, joinedBy } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The AI planner saving into a shared trip (CONTRACT §14): an editor plans into it, as one change
 * of the trip; a viewer, an outsider and a locked trip are refused before any quota is spent.
 */
describe('trips together: planning into a trip', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let tripId: number;
  let paris: Json;

  const call = callerOf(() => app, tokens);
  const planInto = (who: string, trip: number, days = 2) =>
    call(who, 'post', '/api/ai/plan').send({ destination_id: paris.id, no_of_days: days, trip_id: trip });

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true', THROTTLE_AI: '100000/60,1000000/86400' } });
    for (const name of ['owner', 'editor', 'viewer', 'outsider']) {
      const user = await createUser(app.strapi, { email: `${name}@together-plan.test`, name: `The ${name}` });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user)];
      await setQuota(app.strapi, user, 10);
    }
    paris = (await app.http().get('/api/destinations?search=Paris&per_page=1')).body.data[0];
    tripId = (
      await call('owner', 'post', '/api/trips').send({ title: 'Paris, planned together', no_of_days: 6 })
    ).body.data.id;
    await joinedBy(app, tokens.owner, tripId, tokens.editor, 'editor');
    await joinedBy(app, tokens.owner, tripId, tokens.viewer, 'viewer');
  });
  afterAll(async () => {
    await app?.close();
  });

  it("an editor's plan replaces the trip's itinerary as one change, its title and status kept", async () => {
    const before = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    const res = await planInto('editor', tripId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ saved: true, trip_id: tripId });
    const after = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    expect(after).toMatchObject({ title: 'Paris, planned together', status: before.status, no_of_days: 2 });
    expect(after.version).toBe(before.version + 1);
    expect(after.itinerary_items.length).toBe(res.body.data.items_count);
    expect(after.destinations.map((destination: Json) => destination.id)).toEqual([paris.id]);
    const [latest] = (await call('viewer', 'get', `/api/trips/${tripId}/activity`)).body.data;
    expect(latest).toMatchObject({ change: 'trip_updated', by: { id: ids.editor }, version: after.version });
    expect(await quotaOf(app.strapi, { id: ids.editor })).toMatchObject({ used: 1 });
    // A trip's owner's list has no new trip: the plan went into this one.
    expect((await call('editor', 'get', '/api/trips')).body.data).toEqual([]);
  });

  it('a viewer, an outsider and a locked trip are refused before any quota is spent', async () => {
    const viewer = await planInto('viewer', tripId, 3);
    expect([viewer.status, viewer.body.error.type]).toEqual([403, 'forbidden']);
    expect((await planInto('outsider', tripId, 3)).status).toBe(404);
    await app.strapi.db
      .query('api::trip.trip')
      .update({ where: { id: tripId }, data: { state: 'completed' } });
    const locked = await planInto('editor', tripId, 3);
    expect([locked.status, locked.body.error.type]).toEqual([403, 'trip_locked']);
    for (const who of ['viewer', 'outsider'])
      expect(await quotaOf(app.strapi, { id: ids[who] })).toMatchObject({ used: 0 });
    expect(await quotaOf(app.strapi, { id: ids.editor })).toMatchObject({ used: 1 });
  });
});
