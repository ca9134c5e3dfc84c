import type { Core } from '@strapi/strapi';
import type { TestApp } from '../helpers/strapi';
import { namedCallers } from '../helpers/callers';
import { bootWithCatalogCallers, catalogPayloads } from '../helpers/catalog-admin';

describe('/api/admin/{collection}: catalog maintenance with soft delete', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const { tokens, ids, as } = namedCallers(() => app);
  beforeAll(async () => ({ app, strapi } = await bootWithCatalogCallers(tokens)));
  afterAll(() => app?.close());
  const admin = () => as('admin');
  // Created in this order by the tests of each collection, each later one relating to the earlier ones.
  const payloads = catalogPayloads(ids);

  describe.each(payloads)('%s', (collection, create, change) => {
    it('has the role matrix anonymous 401, user 403, agency 403, admin 200', async () => {
      expect((await as(null).get(`/api/admin/${collection}`)).status).toBe(401);
      expect((await as('user').get(`/api/admin/${collection}`)).status).toBe(403);
      expect((await as('agency').get(`/api/admin/${collection}`)).status).toBe(403);
      const list = await admin().get(`/api/admin/${collection}`);
      expect(list.status).toBe(200);
      // Admin tables page by 20 and read Laravel's meta.total (CONTRACT §1.4).
      expect(list.headers['x-per-page']).toBe('20');
      expect(list.body.meta).toMatchObject({
        current_page: 1,
        per_page: 20,
        total: Number(list.headers['x-total-count']),
      });
      expect((await as('user').post(`/api/admin/${collection}`, create())).status).toBe(403);
    });

    it('creates (201), and the public read shows it at once', async () => {
      const before = await app.http().get(`/api/${collection}?per_page=100`);
      const res = await admin().post(`/api/admin/${collection}`, create());
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ id: expect.any(Number), deleted_at: null });
      ids[collection] = res.body.data.id;
      const after = await app.http().get(`/api/${collection}?per_page=100`);
      expect(after.body.data.map((item: { id: number }) => item.id)).toContain(ids[collection]);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('updates, and the public detail shows the change at once', async () => {
      const cached = await app.http().get(`/api/${collection}/${ids[collection]}`);
      const res = await admin().put(`/api/admin/${collection}/${ids[collection]}`, change);
      expect(res.status).toBe(200);
      const [field, value] = Object.entries(change)[0];
      expect(res.body.data[field]).toEqual(value);
      const fresh = await app.http().get(`/api/${collection}/${ids[collection]}`);
      expect(fresh.body.data[field]).toEqual(value);
      expect(fresh.headers.etag).not.toBe(cached.headers.etag);
    });

    it('goes through the whole soft-delete cycle', async () => {
      const id = ids[collection];
      // A country embeds its live destinations; a destination's trash and restore show there at once.
      const embeddedInCountry = async () =>
        (
          (await app.http().get(`/api/countries/${ids.countries}`)).body.data.destinations as Array<{
            id: number;
          }>
        ).some((d) => d.id === id);
      if (collection === 'destinations') expect(await embeddedInCountry()).toBe(true);
      expect((await admin().patch(`/api/admin/${collection}/${id}/restore`)).status).toBe(404);
      const trashed = await admin().delete(`/api/admin/${collection}/${id}`);
      expect(trashed.status).toBe(200);
      if (collection === 'destinations') expect(await embeddedInCountry()).toBe(false);
      expect((await app.http().get(`/api/${collection}/${id}`)).status).toBe(404);
      expect(
        (await app.http().get(`/api/${collection}?per_page=100`)).body.data.map(
          (item: { id: number }) => item.id,
        ),
      ).not.toContain(id);
      expect(
        (await admin().get(`/api/admin/${collection}?per_page=100`)).body.data.map(
          (item: { id: number }) => item.id,
        ),
      ).not.toContain(id);
      const withTrashed = await admin().get(`/api/admin/${collection}?trashed=1&per_page=100`);
      expect(withTrashed.body.data.find((item: { id: number }) => item.id === id)?.deleted_at).toEqual(
        expect.any(String),
      );
      const only = await admin().get(`/api/admin/${collection}?trashed=only&per_page=100`);
      expect(only.body.data.map((item: { id: number }) => item.id)).toEqual([id]);
      expect((await admin().delete(`/api/admin/${collection}/${id}`)).status).toBe(404);
      expect((await admin().put(`/api/admin/${collection}/${id}`, change)).status).toBe(404);
      const restored = await admin().patch(`/api/admin/${collection}/${id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.data.deleted_at).toBeNull();
      expect((await app.http().get(`/api/${collection}/${id}`)).status).toBe(200);
      if (collection === 'destinations') expect(await embeddedInCountry()).toBe(true);
      expect((await admin().patch(`/api/admin/${collection}/${id}/restore`)).status).toBe(404);
    });

    it('answers an empty body with 422 validation_errors and 404 for unknown ids', async () => {
      const res = await admin().post(`/api/admin/${collection}`, {});
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.length).toBeGreaterThan(0);
      expect((await admin().put(`/api/admin/${collection}/999999`, change)).status).toBe(404);
      expect((await admin().delete(`/api/admin/${collection}/abc`)).status).toBe(404);
      expect((await admin().get(`/api/admin/${collection}?trashed=maybe`)).status).toBe(422);
    });
  });

  describe('rules across collections', () => {
    it('refuses a relation to a missing or trashed record with 422 on that field', async () => {
      const missing = await admin().post('/api/admin/hotels', {
        name: 'Nowhere Inn',
        destination_id: 999999,
        price_per_night: 10,
      });
      expect(missing.status).toBe(422);
      expect(missing.body.error.validation_errors).toEqual([
        { field: 'destination_id', message: 'The selected destination id is invalid.' },
      ]);
      await admin().delete(`/api/admin/destinations/${ids.destinations}`);
      const trashed = await admin().post('/api/admin/hotels', {
        name: 'Ghost Inn',
        destination_id: ids.destinations,
        price_per_night: 10,
      });
      expect(trashed.status).toBe(422);
      await admin().patch(`/api/admin/destinations/${ids.destinations}/restore`);
    });

    it('keeps unique values owned by trashed records (409)', async () => {
      await admin().delete(`/api/admin/countries/${ids.countries}`);
      const clash = await admin().post('/api/admin/countries', { name: 'Jordan again', iso_code: 'JO' });
      expect(clash.status).toBe(409);
      expect(clash.body.error.type).toBe('duplicate');
      await admin().patch(`/api/admin/countries/${ids.countries}/restore`);
      expect(
        (await admin().post('/api/admin/categories', { name: 'deserts', type: 'destination' })).status,
      ).toBe(409);
      expect(
        (await admin().post('/api/admin/categories', { name: 'Deserts', type: 'attraction' })).status,
      ).toBe(201);
    });

    it('validates types and ranges per field', async () => {
      const res = await admin().post('/api/admin/hotels', {
        name: 'x',
        destination_id: ids.destinations,
        price_per_night: -1,
        stars: 6,
        rating: 'great',
        image: 'not a url',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'image',
        'price_per_night',
        'rating',
        'stars',
      ]);
      const flight = await admin().post('/api/admin/flights', {
        airline: 'X',
        flight_number: 'X1',
        departure_airport: 'AMM',
        arrival_airport: 'CAI',
        departure_date: '2027-01-10T10:00:00Z',
        arrival_date: '2027-01-10T09:00:00Z',
        price: 1,
      });
      expect(flight.body.error.validation_errors).toEqual([
        { field: 'arrival_date', message: 'The arrival date must be after the departure date.' },
      ]);
    });

    // Each value passes a naive number check but does not fit its column (numeric(10,2), 32-bit integer).
    it.each([
      ['hotels', { name: 'Big Inn', price_per_night: 1e8 }, 'price_per_night'],
      ['hotels', { name: 'Far Inn', price_per_night: 10, destination_id: 2 ** 31 }, 'destination_id'],
      ['restaurants', { name: 'Big Kitchen', price_cents: 2 ** 31 }, 'price_cents'],
      ['attractions', { name: 'Big Tour', price: 1e9, duration_minutes: 60 }, 'price'],
      [
        'flights',
        {
          airline: 'X',
          flight_number: 'X2',
          departure_airport: 'AMM',
          arrival_airport: 'CAI',
          departure_date: '2027-01-10T08:00:00Z',
          arrival_date: '2027-01-10T09:00:00Z',
          price: 1e8,
        },
        'price',
      ],
    ])('refuses a value beyond its column on %s with 422 on that field', async (collection, body, field) => {
      const res = await admin().post(`/api/admin/${collection}`, {
        destination_id: ids.destinations,
        ...body,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });

    it('serves the Arabic translation given at creation and falls back for fields without one', async () => {
      const ar = (await app.http().get(`/api/destinations/${ids.destinations}?locale=ar`)).body.data;
      expect(ar.name).toBe('البتراء');
      expect(ar.description).toBe('The rose-red city of the Nabataeans.');
      expect(ar.country.name).toBe('الأردن');
      const update = await admin().put(`/api/admin/destinations/${ids.destinations}`, {
        translations: { ar: { description: 'المدينة الوردية' } },
      });
      expect(update.status).toBe(200);
      expect(
        (await app.http().get(`/api/destinations/${ids.destinations}?locale=ar`)).body.data.description,
      ).toBe('المدينة الوردية');
    });
  });

  describe('flight booking_status (the legacy values, CONTRACT §10)', () => {
    it.each([
      ['pending', 201],
      ['confirmed', 201],
      ['cancelled', 201],
      ['available', 422],
      ['sold_out', 422],
    ])('%s → %s', async (status, expected) => {
      const res = await admin().post('/api/admin/flights', {
        airline: 'Legacy Air',
        flight_number: `LA${Math.floor(Math.random() * 1e6)}`,
        departure_airport: 'AMM',
        arrival_airport: 'CAI',
        departure_date: '2027-02-10T08:00:00Z',
        arrival_date: '2027-02-10T09:30:00Z',
        price: 150,
        booking_status: status,
      });
      expect(res.status).toBe(expected);
      if (expected === 201)
        expect((await app.http().get(`/api/flights/${res.body.data.id}`)).body.data.booking_status).toBe(
          status,
        );
      else
        expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([
          'booking_status',
        ]);
    });

    it('maps the earlier values of an existing database onto the legacy ones (migration)', async () => {
      const { up } = await import(
        '../../database/migrations/2026.11.24T00.00.00.flight-legacy-booking-status'
      );
      const knex = strapi.db.connection;
      const base = {
        airline: 'Old Air',
        departure_airport: 'AMM',
        arrival_airport: 'CAI',
        departure_date: new Date('2027-03-01T08:00:00Z'),
        arrival_date: new Date('2027-03-01T09:00:00Z'),
        price: 100,
        currency: 'USD',
        document_id: 'x',
      };
      const rows: Array<[string, string]> = [
        ['available', 'confirmed'],
        ['limited', 'confirmed'],
        ['sold_out', 'cancelled'],
        ['cancelled', 'cancelled'],
        ['pending', 'pending'],
      ];
      const inserted: number[] = [];
      for (const [index, [old]] of rows.entries()) {
        const [row] = await knex('flights')
          .insert({
            ...base,
            flight_number: `OLD${index}`,
            document_id: `legacy-status-${index}`,
            booking_status: old,
          })
          .returning('id');
        inserted.push(typeof row === 'object' ? row.id : row);
      }
      await knex.transaction((trx) => up(trx));
      const after = await knex('flights').whereIn('id', inserted).orderBy('id').select('booking_status');
      expect(after.map((row: { booking_status: string }) => row.booking_status)).toEqual(
        rows.map(([, mapped]) => mapped),
      );
    });
  });
});
