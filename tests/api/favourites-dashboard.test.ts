import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('favourites and the dashboard (issue 14)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const first: Record<string, Json> = {};
  const call = (method: 'get' | 'post', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const toggle = (who: string, path: string, body: Json = {}) => call('post', path, who).send(body);

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true', THROTTLE_API: '100000/60' } });
    await createMatrixCallers(app.strapi, 'fav.test', tokens, ids);
    for (const collection of ['hotels', 'restaurants', 'attractions', 'destinations', 'flights'])
      first[collection] = (await app.http().get(`/api/${collection}?per_page=1`)).body.data[0];
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the toggle', () => {
    it('adds (201, legacy status "added") and removes (200, "removed")', async () => {
      const path = `/api/favourites/hotels/${first.hotels.id}`;
      const added = await toggle('owner', path, { note: 'For the honeymoon' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        success: true,
        message: 'Added to favourites',
        status: 'added',
        data: {
          user_id: ids.owner,
          favorable_type: 'hotel',
          favorable_id: first.hotels.id,
          note: 'For the honeymoon',
        },
      });
      const removed = await toggle('owner', `/api/favourites/Hotel/${first.hotels.id}`);
      expect([removed.status, removed.body.status, removed.body.data]).toEqual([200, 'removed', null]);
    });

    it('flips once per request under 20 concurrent toggles: no duplicate, no error', async () => {
      const path = `/api/favourites/restaurant/${first.restaurants.id}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => toggle('other', path)));
      expect(answers.filter((res) => ![200, 201].includes(res.status)).map((res) => res.body)).toEqual([]);
      const added = answers.filter((res) => res.status === 201).length;
      const rows = await app.strapi.db.query('api::favourite.favourite').findMany({
        where: { user_id: ids.other, favorable_type: 'restaurant', favorable_id: first.restaurants.id },
      });
      // Adds and removes alternate: one more add than removes leaves the favourite, as many leaves none.
      expect(added - (20 - added)).toBe(rows.length);
      expect(rows.length).toBeLessThanOrEqual(1);
    });

    it.each([
      ['/api/favourites/hotel/999999', 404],
      ['/api/favourites/castles/1', 404],
      ['/api/favourites/hotel/x', 404],
    ])('answers %s with %i', async (path, status) => {
      expect((await toggle('owner', path)).status).toBe(status);
    });

    it('refuses a note too long, anonymous and unverified callers', async () => {
      const path = `/api/favourites/flights/${first.flights.id}`;
      expect((await toggle('owner', path, { note: 'x'.repeat(501) })).status).toBe(422);
      expect((await call('post', path)).status).toBe(401);
      expect((await toggle('unverified', path)).status).toBe(403);
    });
  });

  describe('the dashboard', () => {
    beforeAll(async () => {
      for (const collection of ['attractions', 'destinations', 'flights'])
        await toggle('owner', `/api/favourites/${collection}/${first[collection].id}`);
      for (const [title, status] of [
        ['Rome', 'pending'],
        ['Lisbon', 'planned'],
        ['Kyoto', 'planned'],
      ])
        await call('post', '/api/trips', 'owner').send({ title, status });
    });

    it('lists the favourites newest first with their records, null once a record is gone', async () => {
      await app.strapi.db
        .query('api::flight.flight')
        .update({ where: { id: first.flights.id }, data: { deleted_at: new Date() } });
      const res = await call('get', '/api/dashboard/favourites?per_page=2', 'owner');
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body.data.map((f: Json) => [f.favorable_type, f.item?.id ?? null])).toEqual([
        ['flight', null],
        ['destination', first.destinations.id],
      ]);
      await app.strapi.db
        .query('api::flight.flight')
        .update({ where: { id: first.flights.id }, data: { deleted_at: null } });
    });

    it("answers GET /favourites (the spec's route) exactly as GET /dashboard/favourites", async () => {
      const PAGE_HEADERS = ['x-total-count', 'x-page', 'x-per-page', 'x-total-pages'];
      for (const who of ['owner', 'other'])
        for (const query of ['', '?per_page=2', '?per_page=2&page=2', '?page=9']) {
          const spec = await call('get', `/api/favourites${query}`, who);
          const legacy = await call('get', `/api/dashboard/favourites${query}`, who);
          expect([query, spec.status]).toEqual([query, 200]);
          expect(spec.body).toEqual(legacy.body);
          for (const header of PAGE_HEADERS) expect(spec.headers[header]).toBe(legacy.headers[header]);
          expect(spec.headers.link).toBe(
            legacy.headers.link.replaceAll('/api/dashboard/favourites', '/api/favourites'),
          );
          expect(spec.headers['cache-control']).toBe(legacy.headers['cache-control']);
        }
      const own = await call('get', '/api/favourites', 'owner');
      expect(own.body.data.map((f: Json) => f.user_id)).toEqual([ids.owner, ids.owner, ids.owner]);
      expect(own.body.meta.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
      expect((await call('get', '/api/favourites')).status).toBe(401);
      expect((await call('get', '/api/favourites', 'unverified')).status).toBe(403);
      const bad = await call('get', '/api/favourites?per_page=0', 'owner');
      expect([bad.status, bad.body.error.validation_errors[0].field]).toEqual([422, 'per_page']);
    });

    it("sums up the caller's trips, favourites, orders, quota and notifications", async () => {
      const res = await call('get', '/api/dashboard', 'owner');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        total_trips: 3,
        trip_statistics: { pending: 1, planned: 2, booked: 0, completed: 0, cancelled: 0 },
        total_favourites: 3,
        subscription: { plan_name: 'Free', ai_quota_total: 5 },
        unread_notifications: 0,
        total_orders: 0,
        recent_orders: [],
      });
      expect(res.body.data.recent_trips.map((t: Json) => t.title)).toEqual(['Kyoto', 'Lisbon', 'Rome']);
      expect(res.body.data.recent_favourites).toHaveLength(3);
      const other = (await call('get', '/api/dashboard', 'other')).body.data;
      expect([other.total_trips, other.total_favourites]).toEqual([0, expect.any(Number)]);
      expect((await call('get', '/api/dashboard')).status).toBe(401);
      expect((await call('get', '/api/dashboard', 'unverified')).status).toBe(403);
    });
  });
});
