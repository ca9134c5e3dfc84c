import { ensureCatalogListCounts } from '../../src/api/catalog/public';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/**
 * An unfiltered list's total comes from counts the database keeps with every write (issue 39: no
 * list counts 100,000 rows per request). Each write path changes it at once, and it always equals
 * the rows themselves: our admin API, the trash and its restore, a translation, the query engine,
 * a raw multi-row statement, a permanent delete; and a boot counts again whatever went wrong.
 */
describe('catalog list totals kept by the database', () => {
  let app: TestApp;
  let admin: string;
  let destination: number;

  const listed = async () => {
    const res = await app.http().get(`/api/hotels?per_page=1&miss=${Math.random()}`);
    expect(res.status).toBe(200);
    return res.body.meta.total as number;
  };
  const counted = async () => {
    const row = (await app.strapi.db
      .connection('hotels')
      .where({ locale: 'en' })
      .whereNull('deleted_at')
      .count({ n: '*' })
      .first()) as { n: number | string };
    return Number(row.n);
  };
  const as = () => ({ Authorization: `Bearer ${admin}` });
  const hotel = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await app
      .http()
      .post('/api/admin/hotels')
      .set(as())
      .send({ name, destination_id: destination, price_per_night: 80, ...extra });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    admin = await tokenFor(
      app.strapi,
      await createUser(app.strapi, { email: 'admin@counts.test', role: 'admin' }),
      ['admin'],
    );
    destination = (await app.http().get('/api/destinations?per_page=1')).body.data[0].id;
  });
  afterAll(() => app?.close());

  it('answers the rows themselves after each kind of write', async () => {
    const start = await listed();
    expect(start).toBe(await counted());
    expect(start).toBeGreaterThan(10);

    const made = await hotel('Counted Inn', { translations: { ar: { name: 'نزل معدود' } } });
    expect(await listed()).toBe(start + 1);

    expect((await app.http().delete(`/api/admin/hotels/${made}`).set(as())).status).toBe(200);
    expect(await listed()).toBe(start);
    expect((await app.http().patch(`/api/admin/hotels/${made}/restore`).set(as())).status).toBe(200);
    expect(await listed()).toBe(start + 1);

    // A translation is not another hotel of the list.
    const second = await hotel('Second Inn');
    await app
      .http()
      .put(`/api/admin/hotels/${second}`)
      .set(as())
      .send({ translations: { ar: { name: 'نزل' } } });
    expect(await listed()).toBe(start + 2);

    // The query engine, many rows at once: into the trash and back.
    await app.strapi.db
      .query('api::hotel.hotel')
      .updateMany({ where: { id: { $in: [made, second] } }, data: { deleted_at: new Date() } });
    expect(await listed()).toBe(start);
    await app.strapi.db
      .query('api::hotel.hotel')
      .updateMany({ where: { id: { $in: [made, second] } }, data: { deleted_at: null } });
    expect(await listed()).toBe(start + 2);

    // A raw statement of three rows (one of them already in the trash), and a permanent delete.
    const now = new Date();
    const rows = ['Raw One', 'Raw Two', 'Raw Three'].map((name, index) => ({
      document_id: `countsrawdocument${index}aaaaaa`,
      name,
      locale: 'en',
      price_per_night: 10,
      created_at: now,
      updated_at: now,
      deleted_at: index === 2 ? now : null,
    }));
    await app.strapi.db.connection('hotels').insert(rows);
    expect(await listed()).toBe(start + 4);
    await app.strapi.db.connection('hotels').whereIn('name', ['Raw One', 'Raw Two', 'Raw Three']).del();
    await app.strapi.db.query('api::hotel.hotel').delete({ where: { id: second } });
    expect(await listed()).toBe(start + 1);
    expect(await listed()).toBe(await counted());
  });

  it('a filtered list counts its own rows; a boot counts every table again', async () => {
    const total = await listed();
    const filtered = await app.http().get(`/api/hotels?per_page=1&destination_id=${destination}`);
    expect(filtered.body.meta.total).toBeLessThan(total);
    expect(filtered.body.meta.total).toBe(
      (await app.http().get(`/api/destinations/${destination}/hotels?per_page=100`)).body.data.length,
    );

    await app.strapi.db.connection('catalog_list_counts').update({ live: 0 });
    expect(await listed()).toBe(0);
    await ensureCatalogListCounts(app.strapi);
    expect(await listed()).toBe(total);
  });
});
