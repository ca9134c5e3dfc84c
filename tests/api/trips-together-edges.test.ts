import { panelSession, type Json } from '../helpers/panel';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { callerOf, joinedBy } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';

const MEMBER = 'api::trip.trip-member';

/**
 * The edges of trips planned together (CONTRACT §14): old versions refused where a write changes
 * nothing, weak ETags, joining after an invitation expired, buying a private trip as a member,
 * what agents with tokens may not do, and the panel's saves of a trip's version and items.
 */
describe('trips together: edges', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let tripId: number;
  let places: Json[];

  const call = callerOf(() => app, tokens);
  const etagOf = async () => (await call('owner', 'get', `/api/trips/${tripId}`)).headers.etag as string;

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    for (const name of ['owner', 'editor', 'late']) {
      const user = await createUser(app.strapi, {
        email: `${name}@together-edges.test`,
        name: `The ${name}`,
      });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user)];
    }
    tripId = (await call('owner', 'post', '/api/trips').send({ title: 'Edges', no_of_days: 3 })).body.data.id;
    await joinedBy(app, tokens.owner, tripId, tokens.editor, 'editor');
    places = (await app.http().get('/api/attractions?per_page=3')).body.data;
  });
  afterAll(() => app?.close());

  it('the ETag a change answers is the version that change made, and a weak tag never matches', async () => {
    const before = await etagOf();
    const attached = await call('editor', 'post', `/api/trips/${tripId}/attach/attraction`)
      .set('If-Match', before)
      .send({ item_id: places[0].id });
    expect(attached.status).toBe(200);
    expect(attached.headers.etag).toBe(await etagOf());
    expect(attached.headers.etag).not.toBe(before);
    const weak = await call('editor', 'put', `/api/trips/${tripId}`)
      .set('If-Match', `W/${attached.headers.etag}`)
      .send({ title: 'Weak' });
    expect(weak.status).toBe(412);
  });

  it('a write that changes nothing still refuses an old version: an item, an invitation’s role', async () => {
    const stale = await etagOf();
    await call('owner', 'put', `/api/trips/${tripId}`).send({ budget: 10 });
    const item = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data.itinerary_items[0];
    const noop = await call('editor', 'put', `/api/trips/${tripId}/items/${item.id}`)
      .set('If-Match', stale)
      .send({});
    expect([noop.status, noop.body.error?.type]).toEqual([412, 'version_conflict']);
    const invited = await call('owner', 'post', `/api/trips/${tripId}/members`).send({
      email: 'pending@together-edges.test',
      role: 'viewer',
    });
    const role = await call('owner', 'patch', `/api/trips/${tripId}/members/${invited.body.data.id}`)
      .set('If-Match', stale)
      .send({ role: 'editor' });
    expect(role.status).toBe(412);
    const row = await app.strapi.db.query(MEMBER).findOne({ where: { id: invited.body.data.id } });
    expect(row.role).toBe('viewer');
  });

  it('an account whose invitation expired joins by a share link (no 500, one row)', async () => {
    const invited = await call('owner', 'post', `/api/trips/${tripId}/members`).send({
      email: 'late@together-edges.test',
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    await app.strapi.db
      .query(MEMBER)
      .update({ where: { id: invited.body.data.id }, data: { expires_at: new Date(Date.now() - 1000) } });
    const joined = await joinedBy(app, tokens.owner, tripId, tokens.late, 'viewer');
    expect(joined.role).toBe('viewer');
    expect(await app.strapi.db.query(MEMBER).count({ where: { trip_id: tripId, user_id: ids.late } })).toBe(
      1,
    );
  });

  it('a member buying the private trip is 403: buying is the owner’s', async () => {
    for (const type of ['trip_package', 'trip_fork']) {
      const res = await call('editor', 'post', '/api/payments/initiate').send({ type, trip_id: tripId });
      expect([type, res.status, res.body.error?.type]).toEqual([type, 403, 'forbidden']);
    }
  });

  it('an agent with a token reads the members but never manages them nor sees share links', async () => {
    const made = await call('owner', 'post', '/api/me/tokens').send({
      name: 'agent',
      scopes: ['trips:read', 'trips:write'],
    });
    const agent = made.body.data.token as string;
    const as = (method: 'get' | 'post', path: string) =>
      app.http()[method](path).set('Authorization', `Bearer ${agent}`);
    expect((await as('get', `/api/trips/${tripId}/members`)).status).toBe(200);
    for (const [method, path] of [
      ['post', `/api/trips/${tripId}/members`],
      ['post', `/api/trips/${tripId}/share-links`],
      ['get', `/api/trips/${tripId}/share-links`],
    ] as const) {
      const res = await as(method, path).send({ email: 'x@together-edges.test', role: 'viewer' });
      expect([path, res.status, res.body.error?.type]).toEqual([path, 403, 'insufficient_scope']);
    }
  });

  it('the panel may not set a trip’s version; an item deleted there is named in the activity', async () => {
    const panel = await panelSession(app, 'admin@example.com');
    const trip = await app.strapi.db.query('api::trip.trip').findOne({ where: { id: tripId } });
    const forged = await panel.put(`/content-manager/collection-types/api::trip.trip/${trip.documentId}`, {
      version: 1,
    });
    expect(forged.status).toBe(400);
    const item = await app.strapi.db
      .query('api::trip.itinerary-item')
      .findOne({ where: { trip_id: tripId } });
    const gone = await panel.delete(
      `/content-manager/collection-types/api::trip.itinerary-item/${item.documentId}`,
    );
    expect(gone.status).toBe(200);
    const [latest] = (await call('editor', 'get', `/api/trips/${tripId}/activity`)).body.data;
    expect(latest).toMatchObject({ change: 'item_detached', by: null, item: { id: item.id, day_number: 1 } });
    expect(latest.version).toBe(trip.version + 1);
  });
});
