import { bootStrapi, TestApp } from '../helpers/strapi';
import { haversineKm } from '../helpers/haversine';
import { catalogReads, Item } from '../helpers/catalog-reads';

const distanceKm = haversineKm;

describe('public catalog reads on the seeded catalog: the seed and the shapes', () => {
  let app: TestApp;
  const { get, all } = catalogReads(() => app);
  beforeAll(async () => (app = await bootStrapi({ env: { SEED_CATALOG: 'true' } })));
  afterAll(() => app?.close());

  describe('the seed (CONTRACT §11)', () => {
    it('has at least 30 destinations over all six regions, with 5 hotels, 5 restaurants and 8 attractions each, within 25 km', async () => {
      const destinations = await all('/api/destinations');
      expect(destinations.length).toBeGreaterThanOrEqual(30);
      expect(new Set(destinations.map((d) => (d.region as { id: string }).id))).toEqual(
        new Set(['africa', 'asia', 'europe', 'north_america', 'south_america', 'oceania']),
      );
      for (const destination of destinations) {
        const centre = { lat: destination.latitude as number, lng: destination.longitude as number };
        for (const [collection, minimum] of [
          ['hotels', 5],
          ['restaurants', 5],
          ['attractions', 8],
        ] as const) {
          const places = await all(`/api/${collection}?destination_id=${destination.id}`);
          expect([destination.name, collection, places.length >= minimum]).toEqual([
            destination.name,
            collection,
            true,
          ]);
          for (const place of places) {
            const km = distanceKm(centre, { lat: place.latitude as number, lng: place.longitude as number });
            expect([place.name, km <= 25]).toEqual([place.name, true]);
          }
        }
        expect(destination.hotels_count).toBeGreaterThanOrEqual(5);
      }
    });

    it('has countries with ISO codes and flags, cities, categories, flights between hubs', async () => {
      const countries = await all('/api/countries');
      expect(countries.length).toBeGreaterThanOrEqual(20);
      for (const country of countries) {
        expect(country.iso_code).toMatch(/^[A-Z]{2}$/);
        expect(country.flag_url).toMatch(/^https:\/\/.+\.png$/);
      }
      expect((await all('/api/cities')).length).toBeGreaterThanOrEqual(30);
      expect((await all('/api/categories')).map((c) => c.name)).toEqual(
        expect.arrayContaining(['Beaches', 'Museums', 'Historical Sites', 'Street Food']),
      );
      const flights = await get('/api/flights?from=CDG&to=LHR');
      expect(flights.body.data.length).toBeGreaterThan(0);
      expect(Number((await get('/api/flights')).headers['x-total-count'])).toBeGreaterThan(100);
    });

    it('is translated into Arabic', async () => {
      const paris = (await get('/api/destinations/1?locale=ar')).body.data;
      expect(paris.name).toBe('باريس');
      expect(paris.country.name).toBe('فرنسا');
      expect(paris.region.label).toBe('أوروبا');
    });
  });

  describe('shapes', () => {
    it('destination card and detail', async () => {
      const list = await get('/api/destinations?per_page=1');
      expect(list.body.data[0]).toEqual({
        id: 1,
        name: 'Paris',
        city_name: 'Paris',
        description: expect.any(String),
        image: expect.stringMatching(/^https:/),
        latitude: 48.8566,
        longitude: 2.3522,
        country_id: expect.any(Number),
        country: {
          id: expect.any(Number),
          name: 'France',
          iso_code: 'FR',
          flag_url: 'https://flagcdn.com/w320/fr.png',
        },
        region: { id: 'europe', label: 'Europe', name: 'Europe' },
        hotels_count: 5,
        tours_count: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        reviews_count: 0,
        reviews_rating: null,
      });
      const detail = (await get('/api/destinations/1')).body.data;
      expect(detail).toMatchObject({
        id: 1,
        user_count: 0,
        categories: [{ id: expect.any(Number), name: 'City Breaks', type: 'destination' }],
      });
    });

    it.each([
      [
        'hotels',
        [
          'id',
          'destination_id',
          'name',
          'description',
          'address',
          'price_per_night',
          'currency',
          'rating',
          'stars',
          'availability',
          'image',
          'latitude',
          'longitude',
          'amenities',
          'created_at',
          'updated_at',
          'reviews_count',
          'reviews_rating',
        ],
      ],
      [
        'restaurants',
        [
          'id',
          'destination_id',
          'category_id',
          'name',
          'description',
          'cuisine',
          'price_range',
          'price_cents',
          'currency',
          'rating',
          'address',
          'image',
          'latitude',
          'longitude',
          'opening_hours',
          'created_at',
          'updated_at',
          'reviews_count',
          'reviews_rating',
        ],
      ],
      [
        'attractions',
        [
          'id',
          'destination_id',
          'category_id',
          'name',
          'description',
          'image',
          'latitude',
          'longitude',
          'price',
          'currency',
          'opening_hours',
          'duration_minutes',
          'rating',
          'created_at',
          'updated_at',
          'reviews_count',
          'reviews_rating',
        ],
      ],
      [
        'flights',
        [
          'id',
          'airline',
          'flight_number',
          'departure_airport',
          'arrival_airport',
          'departure_date',
          'arrival_date',
          'price',
          'currency',
          'booking_status',
          'created_at',
          'updated_at',
          'reviews_count',
          'reviews_rating',
        ],
      ],
      [
        'countries',
        [
          'id',
          'name',
          'iso_code',
          'capital',
          'flag_url',
          'currency',
          'languages',
          'region',
          'continent',
          'destinations',
          'created_at',
          'updated_at',
        ],
      ],
      ['cities', ['id', 'name', 'country_id', 'latitude', 'longitude', 'created_at', 'updated_at']],
      ['categories', ['id', 'name', 'type', 'icon', 'created_at', 'updated_at']],
    ])('%s have exactly their fields, numbers as numbers', async (collection, fields) => {
      const [first] = (await get(`/api/${collection}?per_page=1`)).body.data as Item[];
      expect(Object.keys(first)).toEqual(fields);
      for (const field of ['price_per_night', 'rating', 'latitude', 'longitude', 'price']) {
        if (field in first && first[field] !== null)
          expect([field, typeof first[field]]).toEqual([field, 'number']);
      }
      const detail = await get(`/api/${collection}/${first.id}`);
      expect(detail.body.data).toEqual(first);
    });

    it('countries carry continent and their destinations, as the legacy list did (CONTRACT §10)', async () => {
      const countries = (await get('/api/countries')).body.data as Item[];
      const france = countries.find((c) => c.iso_code === 'FR')!;
      expect(france.region).toEqual({ id: 'europe', label: 'Europe', name: 'Europe' });
      expect(france.continent).toBe('Europe');
      expect(france.destinations).toEqual(
        expect.arrayContaining([
          { id: 1, name: 'Paris', city_name: 'Paris', image: expect.stringMatching(/^https:/) },
        ]),
      );
      // Every live destination appears under its country, once.
      const destinations = await all('/api/destinations');
      const embedded = countries.flatMap((c) => (c.destinations as Item[]).map((d) => [d.id, c.id]));
      expect(embedded.sort((a, b) => a[0] - b[0])).toEqual(
        destinations.map((d) => [d.id, d.country_id]).sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      const detail = (await get(`/api/countries/${france.id}`)).body.data;
      expect(detail.destinations).toEqual(france.destinations);
      const ar = (await get(`/api/countries/${france.id}?locale=ar`)).body.data;
      expect(ar.continent).toBe('أوروبا');
      expect(ar.region.name).toBe('أوروبا');
      expect(ar.destinations.find((d: Item) => d.id === 1).name).toBe('باريس');
    });

    it('regions start with "all" and have a detail by key', async () => {
      const res = await get('/api/regions');
      expect(res.body.data).toEqual([
        { id: 'all', label: 'All destinations', name: 'All destinations' },
        { id: 'africa', label: 'Africa', name: 'Africa' },
        { id: 'asia', label: 'Asia', name: 'Asia' },
        { id: 'europe', label: 'Europe', name: 'Europe' },
        { id: 'north_america', label: 'North America', name: 'North America' },
        { id: 'south_america', label: 'South America', name: 'South America' },
        { id: 'oceania', label: 'Oceania', name: 'Oceania' },
      ]);
      expect(res.headers['x-total-count']).toBe('7');
      expect((await get('/api/regions/europe')).body.data).toEqual({
        id: 'europe',
        label: 'Europe',
        name: 'Europe',
      });
      expect((await get('/api/regions/atlantis')).status).toBe(404);
    });

    it('stats and site settings', async () => {
      const stats = (await get('/api/stats/summary')).body.data;
      expect(stats).toEqual({
        hotels: expect.any(Number),
        tours: 0,
        flights: expect.any(Number),
        reviews: '0',
      });
      expect(stats.hotels).toBeGreaterThanOrEqual(150);
      const settings = (await get('/api/site-settings')).body.data;
      expect(settings.site_name).toBe('Travel Planner');
      expect(
        Object.keys(settings).every(
          (key) =>
            ['site_name', 'logo_url', 'tagline', 'homepage_banner'].includes(key) ||
            /^(contact|social)_/.test(key),
        ),
      ).toBe(true);
      expect(settings.trip_fork_price_cents).toBeUndefined();
    });
  });
});
