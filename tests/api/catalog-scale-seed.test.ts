import { COLLECTIONS, catalog } from '../../src/api/catalog/public';
import { seedScale } from '../../src/seed/scale';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * `npm run seed:scale` at a small size, on the seeded catalog: the records it writes are whole
 * documents in both languages (the lists, the details and the search read them as any other),
 * linked to their destination, country and category, and indexed for the search.
 */
describe('the scaled catalog', () => {
  let app: TestApp;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.http().get(path).set(headers);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body as Json;
  };

  /** The scaled ones say so in their description (src/seed/scale). */
  const scaledDestinations = async () =>
    (await get('/api/destinations?per_page=100')).data.filter((one: Json) =>
      String(one.description).includes('a city of markets, gardens and an old harbour'),
    ) as Json[];

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    await seedScale(app.strapi, { destinations: 36 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('adds the destinations missing from the size asked for, each with its places', async () => {
    expect((await get('/api/destinations?per_page=1')).meta.total).toBe(36);
    expect(await scaledDestinations()).toHaveLength(3);
    const [scaled] = await scaledDestinations();
    expect(scaled).toBeDefined();
    const hotels = await get(`/api/destinations/${scaled.id}/hotels?per_page=100`);
    expect(hotels.meta.total).toBe(20);
    expect(new Set(hotels.data.map((hotel: Json) => hotel.name)).size).toBe(20);
    const attractions = await get(`/api/attractions?per_page=100&destination_id=${scaled.id}`);
    expect(attractions.meta.total).toBe(40);
    expect(attractions.data.every((one: Json) => one.category !== null)).toBe(true);
  });

  it('is written in Arabic too, and found by the search in either language', async () => {
    const [destination] = await scaledDestinations();
    const arabic = await get(`/api/destinations/${destination.id}`, { 'Accept-Language': 'ar' });
    expect(arabic.data.name).toMatch(/^[\u0600-\u06FF]+$/);
    expect(arabic.data.country?.name).toMatch(/[\u0600-\u06FF]/);
    for (const name of [destination.name, arabic.data.name]) {
      const found = await get(`/api/destinations?search=${encodeURIComponent(name)}`);
      expect([name, found.data[0]?.id]).toEqual([name, destination.id]);
    }
  });

  it('a second run adds nothing', async () => {
    await seedScale(app.strapi, { destinations: 36 });
    expect((await get('/api/destinations?per_page=1')).meta.total).toBe(36);
  });

  it('ranks a search past the first 2,000 records of a kind as the whole ranking', async () => {
    // Over 2,000 attractions: PostgreSQL reads a rank among a kind's first 2,000 rows, then all.
    await seedScale(app.strapi, { destinations: 90 });
    expect((await get('/api/attractions?per_page=1')).meta.total).toBeGreaterThan(2000);
    await app.strapi
      .documents('api::attraction.attraction')
      .create({ data: { name: 'Zyzzyva Pavilion', price: 1 } as never });
    const found = await get('/api/attractions?search=zyzzyva');
    expect(found.data.map((one: Json) => one.name)).toEqual(['Zyzzyva Pavilion']);
    expect(found.meta.total).toBe(1);
    // A common word, paged, in the order of the whole ranking (a narrowing makes the list take the
    // matcher's path: the rank as an expression over every match).
    const whole = await catalog(app.strapi).reader.list(COLLECTIONS.attractions, {
      filters: { search: 'garden' },
      perPage: 1000,
      narrow: (query) => void query.whereRaw('1 = 1'),
    });
    const paged: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await get(`/api/attractions?search=garden&per_page=50&page=${page}`);
      expect(res.meta.total).toBe(whole.total);
      paged.push(...res.data.map((one: Json) => one.id as number));
    }
    expect(whole.total).toBeGreaterThan(150);
    expect(paged).toEqual(whole.items.slice(0, 150).map((one) => one.id));
  });
});
