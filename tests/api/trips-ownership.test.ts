import type { TestApp } from '../helpers/strapi';
import { bootTrips, Item, itinerary, tripShortcuts } from '../helpers/trips';

describe('trips: who may do what, forks, admin trips, counters (CONTRACT §3, §4)', () => {
  let app: TestApp;
  let hotel: Item;
  let flight: Item;
  let destination: Item;
  const { tokens, ids, call, createTrip } = tripShortcuts(() => app);
  beforeAll(async () => ({ app, hotel, flight, destination } = await bootTrips(tokens, ids)));
  afterAll(() => app?.close());

  describe('who may do what', () => {
    let publicTrip: Item;
    let privateTrip: Item;
    beforeAll(async () => {
      publicTrip = await createTrip('owner', { title: 'Public', is_public: true });
      privateTrip = await createTrip('owner', { title: 'Private' });
    });

    const matrix: Array<[string, string | undefined, 'public' | 'private', number, number]> = [
      // caller, token, trip, read status, change status
      ['owner', 'owner', 'private', 200, 200],
      ['admin', 'admin', 'private', 200, 200],
      ['another user', 'other', 'public', 200, 403],
      ['another user', 'other', 'private', 404, 404],
      ['anonymous', undefined, 'public', 401, 401],
      ['an unverified user', 'unverified', 'public', 403, 403],
    ];

    it.each(matrix)('%s (%s) on a %s trip: read %i, change %i', async (_, who, which, read, change) => {
      const trip = which === 'public' ? publicTrip : privateTrip;
      expect((await call('get', `/api/trips/${trip.id}`, who)).status).toBe(read);
      expect((await call('get', `/api/v1/trips/${trip.id}`, who)).status).toBe(read);
      const changes = [
        call('put', `/api/trips/${trip.id}`, who).send({ description: 'changed' }),
        call('patch', `/api/trips/${trip.id}`, who).send({ description: 'changed' }),
        call('post', `/api/trips/${trip.id}/attach/hotel`, who).send({ item_id: hotel.id }),
        call('put', `/api/trips/${trip.id}/items/${hotel.id}`, who).send({ notes: 'x' }),
        call('delete', `/api/trips/${trip.id}/detach/${hotel.id}`, who),
      ];
      const statuses = (await Promise.all(changes)).map((res) => res.status);
      // The owner's and admin's outcomes past the gate are checked elsewhere: here, the gate itself.
      if (change === 200) for (const status of statuses) expect([200, 404, 409]).toContain(status);
      else expect(statuses).toEqual(statuses.map(() => change));
    });

    // Fork, directions and delete, on fresh trips (a delete must not take a shared one away).
    const more: Array<[string, string | undefined, 'public' | 'private', number, number, number]> = [
      // caller, token, trip, fork, directions (no located items: 422 past the gate), delete
      ['owner', 'owner', 'private', 201, 422, 200],
      ['admin', 'admin', 'private', 201, 422, 200],
      ['another user', 'other', 'public', 201, 422, 403],
      ['another user', 'other', 'private', 403, 404, 404],
      ['anonymous', undefined, 'public', 401, 401, 401],
      ['an unverified user', 'unverified', 'public', 403, 403, 403],
    ];

    it.each(more)(
      '%s (%s) on a %s trip: fork %i, directions %i, delete %i',
      async (_, who, which, fork, map, remove) => {
        const trip = await createTrip('owner', { title: `Matrix ${which}`, is_public: which === 'public' });
        expect((await call('post', `/api/trips/${trip.id}/fork`, who)).status).toBe(fork);
        expect((await call('get', `/api/maps/trip/${trip.id}`, who)).status).toBe(map);
        expect((await call('delete', `/api/trips/${trip.id}`, who)).status).toBe(remove);
        expect((await call('delete', `/api/v1/trips/${trip.id}`, who)).status).toBe(
          remove === 200 ? 404 : remove,
        );
      },
    );

    it.each([
      ['anonymous', undefined, 401],
      ['an unverified user', 'unverified', 403],
    ])('%s cannot list, create or open the form', async (_, who, status) => {
      for (const res of await Promise.all([
        call('get', '/api/trips', who),
        call('post', '/api/trips', who).send({ title: 'x' }),
        call('get', '/api/trips/create', who),
        call('get', '/api/dashboard/trips', who),
        call('get', '/api/v1/trips', who),
      ]))
        expect(res.status).toBe(status);
    });

    it('answers a missing trip and a non-numeric id with 404 Trip not found', async () => {
      for (const path of ['/api/trips/999999', '/api/trips/abc', '/api/trips/99999999999']) {
        const res = await call('get', path, 'owner');
        expect([res.status, res.body.error?.message]).toEqual([404, 'Trip not found']);
      }
    });

    it("lists the caller's own trips, or public ones with their owner, paginated", async () => {
      const mine = await call('get', '/api/trips?per_page=1', 'owner');
      expect(mine.status).toBe(200);
      expect(mine.body.data).toHaveLength(1);
      expect(mine.body.meta.pagination.total).toBeGreaterThanOrEqual(2);
      expect(mine.headers['x-total-count']).toBe(String(mine.body.meta.pagination.total));
      const publicOnes = await call('get', '/api/trips?scope=public', 'other');
      expect((publicOnes.body.data as Item[]).every((t) => t.is_public)).toBe(true);
      // The test accounts have no name: shown as null, never by the username (the e-mail).
      expect((publicOnes.body.data as Item[]).find((t) => t.id === publicTrip.id)?.user).toEqual({
        id: ids.owner,
        name: null,
      });
      // Another user's own list holds only their trips (their forks), never the owner's.
      const others = await call('get', '/api/trips?per_page=100', 'other');
      expect((others.body.data as Item[]).every((t) => t.user_id === ids.other)).toBe(true);
      const dashboard = await call('get', '/api/dashboard/trips', 'owner');
      expect(dashboard.body.meta.pagination.total).toBe(mine.body.meta.pagination.total);
    });

    it('soft-deletes for the owner: 404 afterwards, gone from lists, row kept', async () => {
      const trip = await createTrip('owner', { title: 'To delete' });
      expect((await call('delete', `/api/trips/${trip.id}`, 'other')).status).toBe(404);
      const res = await call('delete', `/api/trips/${trip.id}`, 'owner');
      expect([res.status, res.body.message]).toEqual([200, 'Trip deleted successfully']);
      expect((await call('get', `/api/trips/${trip.id}`, 'owner')).status).toBe(404);
      const list = await call('get', '/api/trips?per_page=100', 'owner');
      expect((list.body.data as Item[]).map((t) => t.id)).not.toContain(trip.id);
      expect(await app.strapi.db.query('api::trip.trip').findOne({ where: { id: trip.id } })).toMatchObject({
        deleted_at: expect.anything(),
      });
    });
  });

  describe('forks', () => {
    it('copies lineage, destinations, places (flights too) and items; tells the owner', async () => {
      const source = await createTrip('owner', {
        title: 'Source',
        is_public: true,
        destination_id: destination.id,
        items: [{ type: 'hotel', itemable_id: hotel.id }, { title: 'Free text' }],
      });
      await call('post', `/api/trips/${source.id}/attach/flight`, 'owner').send({ item_id: flight.id });
      const res = await call('post', `/api/trips/${source.id}/fork`, 'other');
      expect([res.status, res.body.message]).toEqual([201, 'Trip forked successfully']);
      const fork = res.body.data;
      expect(fork).toMatchObject({
        title: 'Source (Forked)',
        status: 'pending',
        is_fork: true,
        is_public: false,
        user_id: ids.other,
        parent_trip_id: source.id,
        original_trip_id: source.id,
      });
      expect(fork.source_version_id).toEqual(expect.any(String));
      expect((fork.flights as Item[]).map((f) => f.id)).toEqual([flight.id]);
      expect((fork.hotels as Item[]).map((h) => h.id)).toEqual([hotel.id]);
      expect((fork.destinations as Item[]).map((d) => d.id)).toEqual([destination.id]);
      expect(itinerary(fork)).toEqual(
        itinerary((await call('get', `/api/trips/${source.id}`, 'owner')).body.data),
      );
      const forkOfFork = (await call('post', `/api/trips/${fork.id}/fork`, 'other')).body.data;
      expect(forkOfFork).toMatchObject({ parent_trip_id: fork.id, original_trip_id: source.id });
      const events = await app.strapi.db
        .query('api::trip.trip-event')
        .findMany({ where: { trip_id: source.id } });
      expect(events).toEqual([expect.objectContaining({ type: 'trip.forked', user_id: ids.owner })]);
    });

    it("refuses someone else's private trip with 403 and a missing one with 404", async () => {
      const secret = await createTrip('owner', { title: 'Secret' });
      const res = await call('post', `/api/trips/${secret.id}/fork`, 'other');
      expect([res.status, res.body.error.message]).toEqual([403, 'You are not authorized to fork this trip']);
      expect((await call('post', '/api/trips/999999/fork', 'other')).status).toBe(404);
      expect((await call('post', `/api/trips/${secret.id}/fork`, 'owner')).status).toBe(201);
    });
  });

  describe('admin trips (permission manage trips)', () => {
    it('refuses users and the anonymous', async () => {
      expect((await call('get', '/api/admin/trips', 'owner')).status).toBe(403);
      expect((await call('get', '/api/admin/trips')).status).toBe(401);
    });

    it('creates for a user, lists with filters, updates status, trashes and restores', async () => {
      const created = await call('post', '/api/admin/trips', 'admin').send({
        title: 'Made by staff',
        user_id: ids.other,
        items: [{ title: 'Welcome dinner' }],
      });
      expect([created.status, created.body.data.user_id, created.body.data.deleted_at]).toEqual([
        201,
        ids.other,
        null,
      ]);
      const id = created.body.data.id;
      const badOwner = await call('post', '/api/admin/trips', 'admin').send({ title: 'x', user_id: 999999 });
      expect([badOwner.status, badOwner.body.error.validation_errors[0].field]).toEqual([422, 'user_id']);

      const mine = await call('get', `/api/admin/trips?user_id=${ids.other}&search=staff`, 'admin');
      expect((mine.body.data as Item[]).map((t) => t.id)).toEqual([id]);
      expect((mine.body.data as Item[])[0].user).toMatchObject({ id: ids.other });
      expect((await call('get', '/api/admin/trips?status=nonsense', 'admin')).status).toBe(422);

      const updated = await call('put', `/api/admin/trips/${id}`, 'admin').send({
        status: 'completed',
        title: 'Done',
      });
      // An editor's change is a change of the trip like any other: its version moves (CONTRACT §13).
      expect(updated.body.data).toMatchObject({ status: 'completed', title: 'Done', version: 2 });
      const locked = await call('put', `/api/admin/trips/${id}`, 'admin').send({ no_of_days: 9 });
      expect([locked.status, locked.body.error.type]).toEqual([403, 'trip_locked']);

      expect((await call('patch', `/api/admin/trips/${id}/restore`, 'admin')).status).toBe(404);
      expect((await call('delete', `/api/admin/trips/${id}`, 'admin')).body.message).toBe(
        'Trip moved to the trash.',
      );
      expect((await call('delete', `/api/admin/trips/${id}`, 'admin')).status).toBe(404);
      expect((await call('get', `/api/trips/${id}`, 'other')).status).toBe(404);
      const trashed = await call('get', '/api/admin/trips?trashed=only', 'admin');
      expect((trashed.body.data as Item[]).map((t) => [t.id, Boolean(t.deleted_at)])).toContainEqual([
        id,
        true,
      ]);
      expect(
        ((await call('get', '/api/admin/trips', 'admin')).body.data as Item[]).map((t) => t.id),
      ).not.toContain(id);
      const restored = await call('patch', `/api/admin/trips/${id}/restore`, 'admin');
      expect([restored.status, restored.body.data.deleted_at]).toEqual([200, null]);
      expect((await call('get', `/api/trips/${id}`, 'other')).status).toBe(200);
    });
  });

  it('offers the form data, and counts trips on destinations and the stats', async () => {
    const form = await call('get', '/api/trips/create', 'owner');
    expect(form.body.data.travel_styles).toEqual(['solo', 'couple', 'family', 'friends', 'business']);
    expect(form.body.data.budget_levels).toEqual(['low', 'medium', 'high']);
    expect(form.body.data.destinations[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      city_name: expect.anything(),
      image: expect.anything(),
    });
    const card = (await app.http().get(`/api/destinations/${destination.id}`)).body.data;
    expect(card.tours_count).toBeGreaterThanOrEqual(2);
    const stats = (await app.http().get('/api/stats/summary')).body.data;
    expect(stats.tours).toBe(
      await app.strapi.db.query('api::trip.trip').count({ where: { deleted_at: null } }),
    );
    // The counters are cached; a new trip shows at once on the stats and on the destination card.
    await createTrip('other', { title: 'One more', destination_id: destination.id });
    expect((await app.http().get('/api/stats/summary')).body.data.tours).toBe(stats.tours + 1);
    const after = (await app.http().get(`/api/destinations/${destination.id}`)).body.data;
    expect(after.tours_count).toBe(card.tours_count + 1);
    // The detail's travellers: distinct owners of the live trips that visit it.
    const table = (uid: string) => app.strapi.db.metadata.get(uid as never).tableName;
    const travellers = (await app.strapi.db
      .connection(`${table('api::trip.trip-destination')} as v`)
      .join(`${table('api::trip.trip')} as tr`, 'tr.id', 'v.trip_id')
      .where('v.destination_id', destination.id)
      .whereNull('tr.deleted_at')
      .countDistinct({ n: 'tr.user_id' })
      .first()) as { n: number | string };
    expect(after.user_count).toBe(Number(travellers.n));
    expect(after.user_count).toBeGreaterThanOrEqual(2);
  });

  it('moves the status of an existing database into the state column (migration)', async () => {
    const { up } = await import('../../database/migrations/2026.11.25T00.00.00.trip-state-column');
    const knex = app.strapi.db.connection;
    const trip = await createTrip('owner', { title: 'Migrated', status: 'planned' });
    // The shape of a database written before: the status in `status`.
    for (const table of ['trips', 'ai_generations'])
      await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [table, 'state', 'status']);
    await knex.transaction((trx) => up(trx));
    for (const table of ['trips', 'ai_generations'])
      expect([
        table,
        await knex.schema.hasColumn(table, 'state'),
        await knex.schema.hasColumn(table, 'status'),
      ]).toEqual([table, true, false]);
    await knex.transaction((trx) => up(trx));
    expect((await call('get', `/api/trips/${trip.id}`, 'owner')).body.data.status).toBe('planned');
  });
});
