import { bootStrapi, TestApp } from '../helpers/strapi';
import { catalogReads } from '../helpers/catalog-reads';
import { contract } from '../../src/plugins/contract/public';
import { catalog, COLLECTIONS } from '../../src/api/catalog/public';

describe('public catalog reads on the seeded catalog: filters, pages, errors, locale, caching', () => {
  let app: TestApp;
  const { get, all } = catalogReads(() => app);
  beforeAll(async () => (app = await bootStrapi({ env: { SEED_CATALOG: 'true' } })));
  afterAll(() => app?.close());

  describe('filters, sort, pagination', () => {
    it('filters destinations by region, country, city, category and search (with the legacy alias query)', async () => {
      const africa = await all('/api/destinations?region=africa');
      expect(africa.every((d) => (d.region as { id: string }).id === 'africa')).toBe(true);
      expect(africa.map((d) => d.name)).toEqual(expect.arrayContaining(['Cairo', 'Luxor', 'Marrakech']));
      expect((await all('/api/destinations?region=all')).length).toBeGreaterThanOrEqual(30);
      const egypt = await all(
        `/api/destinations?country_id=${africa.find((d) => d.name === 'Cairo')!.country_id}`,
      );
      expect(egypt.map((d) => d.name).sort()).toEqual(['Cairo', 'Luxor']);
      expect((await all('/api/destinations?city=kyoto')).map((d) => d.name)).toEqual(['Kyoto']);
      expect((await all('/api/destinations?search=EGYPT')).map((d) => d.name).sort()).toEqual([
        'Cairo',
        'Luxor',
      ]);
      expect((await all('/api/destinations?query=rio')).map((d) => d.name)).toEqual(['Rio de Janeiro']);
      // Paris by its Arabic name, and Buenos Aires, whose Arabic description calls it the Paris of the south.
      const paris = await all('/api/destinations?q=باريس&locale=ar');
      expect(paris.map((d) => d.id)).toEqual([1, expect.any(Number)]);
      expect(paris[1].description).toContain('باريس');
      const beaches = (await all('/api/categories?type=destination')).find((c) => c.name === 'Beaches')!;
      const beachDestinations = await all(`/api/destinations?category_id=${beaches.id}`);
      expect(beachDestinations.map((d) => d.name)).toEqual(
        expect.arrayContaining(['Barcelona', 'Sydney', 'Cancún']),
      );
      expect(beachDestinations.map((d) => d.name)).not.toContain('Prague');
    });

    it('matches search text as typed: `%` and `_` are characters, not wildcards', async () => {
      expect(await all('/api/destinations?search=%25')).toEqual([]);
      expect(await all('/api/destinations?search=_')).toEqual([]);
      expect(await all('/api/flights?search=%25')).toEqual([]);
      expect(await all('/api/restaurants?cuisine=_')).toEqual([]);
      expect((await all('/api/destinations?search=de%20jan')).map((d) => d.name)).toEqual(['Rio de Janeiro']);
      expect(await all('/api/destinations?search=r_o')).toEqual([]);
    });

    it('filters hotels by price, rating, stars and place; sorts by price descending', async () => {
      const cheap = await all('/api/hotels?max_price=60');
      expect(cheap.length).toBeGreaterThan(0);
      expect(cheap.every((h) => (h.price_per_night as number) <= 60)).toBe(true);
      const fiveStar = await all('/api/hotels?stars=5&min_rating=4.5&region=europe');
      expect(fiveStar.every((h) => h.stars === 5 && (h.rating as number) >= 4.5)).toBe(true);
      const sorted = await all('/api/hotels?sort=-price,name&destination_id=1');
      const prices = sorted.map((h) => h.price_per_night as number);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('serves the same reads in process, without a request (the planner and maps call these)', async () => {
      const reader = catalog(app.strapi).reader;
      const overHttp = await all('/api/hotels?sort=-price,name&destination_id=1&min_rating=4');
      const inProcess = await reader.list(COLLECTIONS.hotels, {
        filters: { destination_id: 1, min_rating: 4 },
        sort: '-price,name',
        perPage: 100,
      });
      expect(inProcess.total).toBe(overHttp.length);
      expect(inProcess.items).toEqual(overHttp);
      const arabic = await reader.find(COLLECTIONS.destinations, 1, { locale: 'ar' });
      expect(arabic).toEqual((await get('/api/destinations/1?locale=ar')).body.data);
      // Bad filters are the same 422 as over HTTP; an unknown id the same 404.
      await expect(reader.list(COLLECTIONS.hotels, { filters: { min_rating: 9 } })).rejects.toMatchObject({
        status: 422,
      });
      await expect(reader.find(COLLECTIONS.hotels, 999999)).rejects.toMatchObject({ status: 404 });
    });

    it('filters flights by airports and date', async () => {
      const [flight] = (await get('/api/flights?per_page=1&sort=departure_date')).body.data;
      const day = (flight.departure_date as string).slice(0, 10);
      const sameDay = await all(`/api/flights?date=${day}&departure_airport=${flight.departure_airport}`);
      expect(sameDay.map((f) => f.id)).toContain(flight.id);
      expect(
        sameDay.every(
          (f) =>
            (f.departure_date as string).startsWith(day) && f.departure_airport === flight.departure_airport,
        ),
      ).toBe(true);
    });

    it.each([
      ['/api/destinations?region=atlantis', 'region'],
      ['/api/hotels?min_price=cheap', 'min_price'],
      ['/api/hotels?min_price=200&max_price=100', 'max_price'],
      ['/api/hotels?stars=7', 'stars'],
      ['/api/hotels?sort=password', 'sort'],
      ['/api/flights?date=2026-02-30', 'date'],
      ['/api/flights?from=PARIS', 'departure_airport'],
      ['/api/categories?type=planet', 'type'],
      ['/api/destinations?per_page=0', 'per_page'],
      ['/api/attractions?page=-1', 'page'],
      // Ids beyond the 32-bit serials (a 500 on PostgreSQL, an empty 200 on SQLite before).
      ['/api/hotels?destination_id=99999999999', 'destination_id'],
      ['/api/v1/attractions?destination_id=2147483648', 'destination_id'],
      ['/api/destinations?country_id=99999999999', 'country_id'],
      ['/api/restaurants?country_id=99999999999', 'country_id'],
      ['/api/cities?country_id=99999999999', 'country_id'],
      ['/api/destinations?category_id=99999999999', 'category_id'],
      ['/api/attractions?category_id=99999999999', 'category_id'],
      ['/api/destinations/1/hotels?destination_id=99999999999', 'destination_id'],
    ])('answers %s with 422 on %s', async (path, field) => {
      const res = await get(path);
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('returns public catalog lists whole by default (1,000 a page), with the Laravel meta', async () => {
      const destinations = await get('/api/destinations');
      const total = Number(destinations.headers['x-total-count']);
      expect(total).toBeGreaterThan(20);
      expect(destinations.body.data).toHaveLength(total);
      expect(destinations.body.meta).toMatchObject({
        current_page: 1,
        per_page: 1000,
        total,
        last_page: 1,
        from: 1,
        to: total,
      });
      // The legacy pages read one list without per_page: every record must be in it (issue 20 item 15).
      for (const path of [
        '/api/countries',
        '/api/v1/countries',
        '/api/cities',
        '/api/v1/cities',
        '/api/categories',
        '/api/destinations',
        '/api/v1/destinations',
        '/api/hotels',
        '/api/v1/hotels',
        '/api/restaurants',
        '/api/v1/restaurants',
        '/api/attractions',
        '/api/v1/attractions',
        '/api/flights',
        '/api/v1/flights',
        '/api/regions',
        '/api/v1/regions',
        '/api/destinations/1/hotels',
        '/api/v1/destinations/1/hotels',
      ]) {
        const res = await get(path);
        const count = Number(res.headers['x-total-count']);
        expect([path, res.status, res.headers['x-per-page'], res.body.data.length]).toEqual([
          path,
          200,
          '1000',
          count,
        ]);
      }
      for (const [path, total] of [
        ['/api/hotels', 165],
        ['/api/restaurants', 165],
        ['/api/attractions', 264],
      ] as const)
        expect([path, (await get(path)).body.data.length]).toEqual([path, total]);
      expect((await get('/api/flights')).body.data.length).toBeGreaterThan(100);
    });

    it('clamps a catalog page to 1,000 and keeps the other rules of per_page', async () => {
      for (const path of [
        '/api/flights?per_page=5000',
        '/api/v1/hotels?per_page=1001',
        '/api/regions?per_page=99999',
      ]) {
        const res = await get(path);
        expect([path, res.status, res.headers['x-per-page'], res.body.meta.pagination.per_page]).toEqual([
          path,
          200,
          '1000',
          1000,
        ]);
      }
      const small = await get('/api/flights?per_page=150&page=2');
      expect([small.headers['x-per-page'], small.body.data.length]).toEqual(['150', 150]);
      for (const path of ['/api/hotels?per_page=0', '/api/hotels?per_page=-5', '/api/hotels?per_page=1.5'])
        expect([path, (await get(path)).status]).toEqual([path, 422]);
      // Other lists keep their page: default 20, at most 100.
      const reviews = await get('/api/hotels/1/reviews?per_page=1000');
      expect([reviews.status, reviews.headers['x-per-page']]).toEqual([200, '100']);
    });

    it('paginates with headers and Link', async () => {
      const res = await get('/api/attractions?region=europe&page=2&per_page=10');
      expect(res.headers['x-total-count']).toBe('56');
      expect(res.headers['x-total-pages']).toBe('6');
      expect(res.headers['x-page']).toBe('2');
      expect(res.headers.link).toContain('</api/attractions?region=europe&page=3&per_page=10>; rel="next"');
      expect(res.body.meta.pagination).toEqual({ page: 2, per_page: 10, total: 56, total_pages: 6 });
    });
  });

  describe('errors, locale, aliases, caching', () => {
    it.each([
      '/api/destinations/999999',
      '/api/destinations/2',
      '/api/hotels/abc',
      '/api/destinations/999999/hotels',
      '/api/v1/destinations/999999/hotels',
    ])('answers %s with 404', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.type).toBe('not_found');
    });

    it('serves Arabic by ?locale=ar or Accept-Language, falling back to English', async () => {
      const ar = await get('/api/hotels/1?locale=ar');
      expect(ar.body.data.name).toBe('فندق باريس الكبير');
      expect(ar.headers['content-language']).toBe('ar');
      expect((await get('/api/hotels/1').set('Accept-Language', 'ar-EG')).body.data.name).toBe(
        'فندق باريس الكبير',
      );
      expect((await get('/api/hotels/1?locale=fr')).body.data.name).toBe('Grand Paris Hotel');
      expect((await get('/api/flights/1?locale=ar')).status).toBe(200);
    });

    it('falls back to English for a field without translation', async () => {
      const table = 'hotels';
      const knex = app.strapi.db.connection;
      const row = await knex(table).where({ id: 1 }).first();
      await knex(table).where({ document_id: row.document_id, locale: 'ar' }).update({ description: null });
      await contract(app.strapi).responseCache.invalidate('hotel');
      const ar = (await get('/api/hotels/1?locale=ar')).body.data;
      expect(ar.name).toBe('فندق باريس الكبير');
      expect(ar.description).toBe(row.description);
    });

    it.each([
      '/api/countries',
      '/api/cities?per_page=3',
      '/api/regions',
      '/api/destinations?region=asia',
      '/api/destinations/1',
      '/api/hotels?per_page=2',
      '/api/hotels/1',
      '/api/flights?per_page=2',
      '/api/restaurants?per_page=2',
      '/api/attractions/1',
      '/api/stats/summary',
      '/api/destinations/1/hotels',
    ])('answers /v1 of %s with the identical body', async (path) => {
      const [plain, v1] = await Promise.all([get(path), get(path.replace('/api/', '/api/v1/'))]);
      expect(v1.status).toBe(200);
      expect(v1.text).toBe(plain.text);
      expect(v1.headers.etag).toBe(plain.headers.etag);
    });

    it('sends a strong ETag and answers If-None-Match with 304', async () => {
      const first = await get('/api/destinations?region=oceania');
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const again = await get('/api/destinations?region=oceania').set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
    });
  });
});
