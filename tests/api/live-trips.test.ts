import type Pusher from 'pusher-js';
import type { Knex } from 'knex';
import { recordTripChange } from '../../src/api/trip/public';
import { collect, connected, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * `trip.updated` on `presence-trip.{id}` (CONTRACT §13): after every change of a trip or its items,
 * with the trip's new version, once the change commits, and never for one rolled back.
 */
describe('live trip changes', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  const heard: Record<string, Json[]> = {};
  let ownerSocket: string;
  let tripId: number;
  let places: Json[];

  const call = (who: string, method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const versionOf = async () =>
    (await call('owner', 'get', `/api/trips/${tripId}`)).body.data.version as number;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    for (const [name, role] of [
      ['owner', 'user'],
      ['admin', 'admin'],
    ]) {
      const user = await createUser(app.strapi, {
        email: `${name}@live-trips.test`,
        role,
        name: `The ${name}`,
      });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
    }
    const created = await call('owner', 'post', '/api/trips').send({ title: 'Live trip', no_of_days: 5 });
    tripId = created.body.data.id;
    places = (await app.http().get('/api/attractions?per_page=12')).body.data;
    for (const name of ['owner', 'admin']) {
      const pusher = pusherFor(app, tokens[name]);
      clients.push(pusher);
      if (name === 'owner') ownerSocket = await connected(pusher);
      heard[name] = collect<Json>(await subscribed(pusher, `presence-trip.${tripId}`), 'trip.updated');
    }
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await app?.close();
  });

  it('a new trip is written at version 1', async () => {
    const row = await app.strapi.db.query('api::trip.trip').findOne({ where: { id: tripId } });
    expect([row.version, await versionOf()]).toEqual([1, 1]);
  });

  it('attach, update and detach each announce the change, the new version and who made it', async () => {
    const attached = await call('owner', 'post', `/api/trips/${tripId}/attach/attraction`)
      .set('X-Socket-ID', ownerSocket)
      .send({ item_id: places[0].id, day_number: 2 });
    expect(attached.status).toBe(200);
    await until(() => heard.admin.length === 1);
    const detail = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    const item = detail.itinerary_items.find((row: Json) => row.itemable_id === places[0].id);
    expect(heard.admin[0]).toEqual({
      trip_id: tripId,
      version: 2,
      change: 'item_attached',
      item: { id: item.id, itemable_type: 'attraction', itemable_id: places[0].id, day_number: 2 },
      by: { id: ids.owner, name: 'The owner' },
    });
    expect(detail.version).toBe(2);

    expect(
      (await call('admin', 'put', `/api/trips/${tripId}/items/${item.id}`).send({ day_number: 3 })).status,
    ).toBe(200);
    await until(() => heard.owner.length === 1);
    expect(heard.owner[0]).toMatchObject({
      version: 3,
      change: 'item_updated',
      item: { id: item.id, day_number: 3 },
      by: { id: ids.admin },
    });

    expect((await call('owner', 'delete', `/api/trips/${tripId}/detach/${item.id}`)).status).toBe(200);
    await until(() => heard.admin.length === 3);
    expect(heard.admin.map((event) => [event.version, event.change])).toEqual([
      [2, 'item_attached'],
      [3, 'item_updated'],
      [4, 'item_detached'],
    ]);
    // The owner's own socket was named in X-Socket-ID for the attach only.
    expect(heard.owner.map((event) => event.version)).toEqual([3, 4]);
  });

  it('details and status changes are told apart; a body that changes nothing is no change', async () => {
    const before = await versionOf();
    expect(
      (await call('owner', 'put', `/api/trips/${tripId}`).send({ title: 'Renamed' })).body.data.version,
    ).toBe(before + 1);
    const moved = await call('owner', 'put', `/api/trips/${tripId}`).send({ status: 'planned' });
    expect(moved.body.data.version).toBe(before + 2);
    await until(() => heard.admin.filter((event) => event.version > before).length === 2);
    expect(heard.admin.slice(-2).map((event) => event.change)).toEqual(['trip_updated', 'status_changed']);
    expect((await call('owner', 'put', `/api/trips/${tripId}`).send({})).status).toBe(200);
    const items = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data.itinerary_items;
    if (items[0])
      expect((await call('owner', 'put', `/api/trips/${tripId}/items/${items[0].id}`).send({})).status).toBe(
        200,
      );
    await settle();
    expect(await versionOf()).toBe(before + 2);
    expect(heard.admin).toHaveLength(5);
  });

  it('a refused change writes nothing and says nothing', async () => {
    const before = await versionOf();
    const unknown = await call('owner', 'put', `/api/trips/${tripId}/items/999999`).send({ day_number: 1 });
    expect(unknown.status).toBe(404);
    const overLength = await call('owner', 'post', `/api/trips/${tripId}/attach/attraction`).send({
      item_id: places[1].id,
      day_number: 61,
    });
    expect(overLength.status).toBe(422);
    await settle();
    expect(await versionOf()).toBe(before);
    expect(heard.admin).toHaveLength(5);
  });

  it('a change rolled back after its version was taken is never announced', async () => {
    const before = await versionOf();
    await expect(
      app.strapi.db.transaction(async ({ trx }) => {
        await recordTripChange(app.strapi, trx as Knex.Transaction, {
          tripId,
          change: 'trip_updated',
          by: ids.owner,
        });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    await settle();
    expect(await versionOf()).toBe(before);
    expect(heard.admin).toHaveLength(5);
  });

  it('concurrent attaches all land, each with its own version, announced in commit order', async () => {
    const before = await versionOf();
    const answers = await Promise.all(
      places.slice(2, 12).map((place, index) =>
        call('owner', 'post', `/api/trips/${tripId}/attach/attraction`).send({
          item_id: place.id,
          day_number: 1 + (index % 4),
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await versionOf()).toBe(before + 10);
    await until(() => heard.admin.length === 15);
    const versions = heard.admin.slice(5).map((event) => event.version);
    expect(versions).toEqual(Array.from({ length: 10 }, (_, index) => before + 1 + index));
  });

  it('two detaches of one item: one 200, one 404, one event', async () => {
    const detail = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    // An item id no attached place has as its catalog id: the late detach must find nothing at all.
    const catalogIds = new Set(detail.itinerary_items.map((row: Json) => row.itemable_id));
    const item = detail.itinerary_items.find((row: Json) => !catalogIds.has(row.id));
    const answers = await Promise.all(
      [0, 1].map(() => call('owner', 'delete', `/api/trips/${tripId}/detach/${item.id}`)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
    await until(() => heard.admin.length === 16);
    await settle();
    expect(heard.admin).toHaveLength(16);
    expect(await versionOf()).toBe(detail.version + 1);
  });

  it('moving an item while another detaches it: each answers 200 or 404, never a deadlock or a 500', async () => {
    const detail = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    for (const item of detail.itinerary_items.slice(0, 4)) {
      const answers = await Promise.all([
        call('owner', 'put', `/api/trips/${tripId}/items/${item.id}`).send({ day_number: 5, notes: 'Moved' }),
        call('admin', 'delete', `/api/trips/${tripId}/detach/${item.id}`),
      ]);
      for (const res of answers) expect([200, 404]).toContain(res.status);
    }
  });
});
