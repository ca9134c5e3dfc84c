import {
  COLLECTIONS,
  backfillSearchIndex,
  catalog,
  ensureSearchStructures,
} from '../../src/api/catalog/public';
import { newRowColumns } from '../../src/plugins/platform/public';
import { panelSession } from '../helpers/panel';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Search a traveller expects (CONTRACT §16), on records this test makes: every word in any order,
 * case and accents and Arabic spelling ignored, the last word as a prefix, typos tolerated by
 * length; the index changes with the record (a rename, the trash, the panel's saves); and no query
 * string, however odd, is an error. The same on SQLite and PostgreSQL.
 */
describe('catalog search', () => {
  let app: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  const find = async (collection: string, query: string, extra = '') => {
    const res = await app
      .http()
      .get(`/api/${collection}?per_page=100&search=${encodeURIComponent(query)}${extra}`);
    expect([query, res.status]).toEqual([query, 200]);
    return (res.body.data as Json[]).map((row) => row.id as number);
  };
  const create = async (collection: string, body: Json) => {
    const res = await app
      .http()
      .post(`/api/admin/${collection}`)
      .set('Authorization', `Bearer ${admin}`)
      .send(body);
    expect([collection, res.status]).toEqual([collection, 201]);
    return res.body.data.id as number;
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    admin = await tokenFor(
      app.strapi,
      await createUser(app.strapi, { email: 'admin@search.test', role: 'admin' }),
      ['admin'],
    );
    ids.country = await create('countries', {
      name: 'Switzerland',
      iso_code: 'ch',
      translations: { ar: { name: 'سويسرا' } },
    });
    ids.zurich = await create('destinations', {
      name: 'Zürich',
      city_name: 'Zürich',
      latitude: 47.37,
      longitude: 8.54,
      country_id: ids.country,
      description: 'Old town lanes by the lake.',
      translations: { ar: { name: 'زيورخ' } },
    });
    ids.hotel = await create('hotels', {
      name: 'Aswan Nile Palace',
      destination_id: ids.zurich,
      price_per_night: 90,
      translations: { ar: { name: 'قصر أسوان الجميلة' } },
    });
    ids.lakeside = await create('attractions', {
      name: 'Lakeside Promenade',
      destination_id: ids.zurich,
      price: 0,
      description: 'A walk along the water',
    });
  });
  afterAll(() => app?.close());

  it('ignores case and accents: Zürich is found by zurich, ZURICH and zür', async () => {
    for (const query of ['zurich', 'ZURICH', 'Zür', 'zuri'])
      expect(await find('destinations', query)).toContain(ids.zurich);
  });

  it('finds what a last word begins whether the vocabulary completes it or it is asked as a prefix', async () => {
    // Up to 16 indexed words begin with `zuri`: asked as those words (SQLite), found the same.
    const completed = await find('destinations', 'zuri');
    expect(completed).toContain(ids.zurich);
    // Seventeen more: asked as a prefix again.
    await app.strapi.db.connection('search_terms').insert(
      Array.from({ length: 17 }, (_, i) => ({
        ...newRowColumns(),
        term: `zurix${String.fromCharCode(97 + i)}`,
      })),
    );
    expect(await find('destinations', 'zuri')).toEqual(completed);
    // A name's new word completes a prefix in the write's own transaction.
    const place = await create('attractions', {
      name: 'Quintessa Steps',
      destination_id: ids.zurich,
      price: 0,
    });
    expect(await find('attractions', 'quin')).toEqual([place]);
    expect(await find('attractions', 'quintessa st')).toEqual([place]);
  });

  it('ignores Arabic spelling variants: أ and ة are found by ا and ه, tatweel and harakat ignored', async () => {
    for (const query of ['قصر اسوان الجميله', 'أسوان', 'قَصْر اسوان', 'قصــر'])
      expect(await find('hotels', query)).toContain(ids.hotel);
    expect(await find('destinations', 'زيورخ')).toContain(ids.zurich);
  });

  it('matches every word in any order, the last as a prefix, over names, city, country and description', async () => {
    expect(await find('hotels', 'palace aswan')).toContain(ids.hotel);
    expect(await find('hotels', 'aswan pal')).toContain(ids.hotel);
    expect(await find('hotels', 'aswan zurich')).toContain(ids.hotel);
    expect(await find('hotels', 'switzerland')).toContain(ids.hotel);
    expect(await find('attractions', 'walk water')).toContain(ids.lakeside);
    expect(await find('hotels', 'aswan cairo')).not.toContain(ids.hotel);
    // Not as a substring inside a word: `alac` begins no word of the hotel (and is too short for a typo).
    expect(await find('hotels', 'alac')).not.toContain(ids.hotel);
    const louvre = await find('attractions', 'paris louvre');
    expect(louvre.length).toBeGreaterThan(0);
    expect(await find('attractions', 'louvre paris')).toEqual(louvre);
  });

  it('tolerates one typo from 5 letters and two from 9, never in short words', async () => {
    const [paris] = await find('destinations', 'paris');
    const [barcelona] = await find('destinations', 'barcelona');
    expect(await find('destinations', 'Pariss')).toContain(paris);
    expect(await find('destinations', 'Barcelna')).toContain(barcelona);
    expect(await find('destinations', 'Barzelonna')).toContain(barcelona);
    // Two typos in a word of 7 letters are one too many.
    expect(await find('destinations', 'Brcelna')).not.toContain(barcelona);
    expect(await find('hotels', 'aswann palace')).toContain(ids.hotel);
    expect(await find('destinations', 'rme')).toEqual([]);
  });

  it('finds a renamed record at once by its new name and never by its old; a trashed one never', async () => {
    const as = { Authorization: `Bearer ${admin}` };
    const renamed = await app
      .http()
      .put(`/api/admin/hotels/${ids.hotel}`)
      .set(as)
      .send({ name: 'Cataract Lodge' });
    expect(renamed.status).toBe(200);
    expect(await find('hotels', 'cataract lodge')).toContain(ids.hotel);
    expect(await find('hotels', 'nile palace')).not.toContain(ids.hotel);
    expect((await app.http().delete(`/api/admin/attractions/${ids.lakeside}`).set(as)).status).toBe(200);
    expect(await find('attractions', 'lakeside')).toEqual([]);
    // An admin finds it in the trash by the same search.
    const trash = await app.http().get('/api/admin/attractions?trashed=only&search=lakesid').set(as);
    expect(trash.body.data.map((row: Json) => row.id)).toEqual([ids.lakeside]);
    expect((await app.http().patch(`/api/admin/attractions/${ids.lakeside}/restore`).set(as)).status).toBe(
      200,
    );
    expect(await find('attractions', 'lakeside')).toEqual([ids.lakeside]);
  });

  it("finds a record renamed in the admin panel's own save at once", async () => {
    const panel = await panelSession(app, 'admin@example.com');
    const row = await app.strapi.db
      .query('api::attraction.attraction')
      .findOne({ where: { id: ids.lakeside }, select: ['documentId'] });
    const saved = await panel.put(
      `/content-manager/collection-types/api::attraction.attraction/${row.documentId}?locale=en`,
      { name: 'Seefeld Quay' },
    );
    expect(saved.status).toBe(200);
    expect(await find('attractions', 'seefeld')).toEqual([ids.lakeside]);
    expect(await find('attractions', 'lakeside')).toEqual([]);
  });

  it("searches the admin panel's lists through the same index: words in any order, the last a prefix", async () => {
    const panel = await panelSession(app, 'admin@example.com');
    const list = async (uid: string, q: string) => {
      const res = await panel.get(
        `/content-manager/collection-types/${uid}?page=1&pageSize=100&locale=en&_q=${encodeURIComponent(q)}`,
      );
      expect([q, res.status]).toEqual([q, 200]);
      // The count is of the same search as the rows.
      if (res.body.results.length < 100) expect(res.body.pagination.total).toBe(res.body.results.length);
      return (res.body.results as Json[]).map((row) => row.name as string);
    };
    for (const q of ['cataract', 'CATARACT lod', 'lodge cataract', 'قصر اسوان'])
      expect([q, await list('api::hotel.hotel', q)]).toEqual([q, ['Cataract Lodge']]);
    expect(await list('api::destination.destination', 'zuri')).toEqual(['Zürich']);
    // A search the index cannot hold (digits: ids, numbers) stays the panel's own.
    const byId = await panel.get(`/content-manager/collection-types/api::hotel.hotel?_q=${ids.hotel}`);
    expect(byId.status).toBe(200);
    expect((await list('api::attraction.attraction', '')).length).toBeGreaterThan(10);
    for (const q of ['"', 'a OR b', '*', 'NEAR(a b)', 'x'.repeat(300)])
      await list('api::attraction.attraction', q);
    expect(await list('api::attraction.attraction', '!!!')).toEqual([]);
  });

  it('answers every query string, however odd, with results or none: never an error', async () => {
    const odd = [
      'a',
      'ab',
      '!!!',
      '"',
      '"paris',
      'paris"',
      '*',
      'par*',
      'NEAR(paris louvre)',
      'paris OR london',
      'paris AND',
      '-paris',
      'name:paris',
      '^paris',
      'paris + {x}',
      "'; DROP TABLE search_entries; --",
      'x'.repeat(500),
      'Zürich زيورخ',
      'パリ',
      '🙂 paris',
      '%_%',
      '\\',
    ];
    for (const collection of ['destinations', 'hotels', 'restaurants', 'attractions', 'cities', 'countries'])
      for (const query of odd) await find(collection, query);
    expect(await find('destinations', '!!!')).toEqual([]);
    expect(await find('destinations', 'Zürich زيورخ')).toContain(ids.zurich);
  });

  it("finds places by their destination's new city and their country's new name at once", async () => {
    const as = { Authorization: `Bearer ${admin}` };
    expect(
      (await app.http().put(`/api/admin/destinations/${ids.zurich}`).set(as).send({ city_name: 'Turicum' }))
        .status,
    ).toBe(200);
    expect(await find('hotels', 'turicum')).toContain(ids.hotel);
    // One or two letters begin a name, not any word of a record (they would find nearly everything).
    expect(await find('hotels', 'tur')).toContain(ids.hotel);
    expect(await find('hotels', 'tu')).not.toContain(ids.hotel);
    expect(await find('hotels', 'ca')).toContain(ids.hotel);
    expect(
      (await app.http().put(`/api/admin/countries/${ids.country}`).set(as).send({ name: 'Helvetia' })).status,
    ).toBe(200);
    expect(await find('hotels', 'helvetia')).toContain(ids.hotel);
    expect(await find('destinations', 'helvetia')).toContain(ids.zurich);
    expect(await find('hotels', 'switzerland')).not.toContain(ids.hotel);
  });

  it('indexes at boot the records that have no entry (an upgraded database)', async () => {
    const entries = app.strapi.db.query('api::catalog.search-entry');
    const before = await entries.count();
    await entries.deleteMany({ where: { kind: 'hotel' } });
    expect(await find('hotels', 'cataract')).toEqual([]);
    await backfillSearchIndex(app.strapi);
    expect(await entries.count()).toBe(before);
    expect(await find('hotels', 'cataract')).toContain(ids.hotel);
  });

  it("brings an earlier version's full-text structures up to date at boot, filled from the entries", async () => {
    const knex = app.strapi.db.connection;
    const kinds = ['destination', 'hotel', 'restaurant', 'attraction', 'city', 'country'];
    // Before: entries without their record's id.
    await knex('search_entries').where({ kind: 'hotel' }).update({ record_id: null });
    if (app.strapi.db.dialect.client === 'postgres') {
      // Before: the text vectors were indexed expressions on the entries, not a table of their own.
      await knex.raw('DROP TABLE search_entries_vectors');
    } else {
      // Before: one table for every kind, then one a kind keyed by the entry, each with triggers.
      for (const kind of kinds) {
        await knex.raw(`DROP TABLE search_entries_${kind}_fts`);
        for (const event of ['insert', 'delete', 'update'])
          await knex.raw(`DROP TRIGGER search_entries_${kind}_fts_${event}`);
      }
      await knex.raw(
        "CREATE VIRTUAL TABLE search_entries_fts USING fts5(names, body, content='search_entries', content_rowid='id')",
      );
      await knex.raw("CREATE VIRTUAL TABLE search_entries_fts_hotel USING fts5(names, body, content='')");
      for (const table of ['search_entries_fts', 'search_entries_fts_hotel'])
        await knex.raw(`CREATE TRIGGER ${table}_insert AFTER INSERT ON search_entries BEGIN
          INSERT INTO ${table}(rowid, names, body) VALUES (new.id, new.names, new.body); END`);
    }
    await ensureSearchStructures(app.strapi);
    await backfillSearchIndex(app.strapi);
    expect(await find('hotels', 'cataract')).toContain(ids.hotel);
    expect(await find('destinations', 'zurich')).toContain(ids.zurich);
    if (app.strapi.db.dialect.client !== 'postgres') {
      const names = (await knex('sqlite_master').pluck('name')) as string[];
      expect(names.filter((name) => name.startsWith('search_entries_fts'))).toEqual([]);
    }
    // Kept from then on: a new record is found.
    const made = await create('attractions', { name: 'Quokka Garden', destination_id: ids.zurich, price: 1 });
    expect(await find('attractions', 'quokka')).toEqual([made]);
  });

  it('ranks the name itself, then a name it begins, every word in the name, typos, then elsewhere; sort wins', async () => {
    const made: Record<string, number> = {};
    for (const [key, name, description] of [
      ['harbour', 'Harbour View', 'Near the opera'],
      ['typo', 'Oprea Hall', ''],
      ['grand', 'Grand Opera', ''],
      ['prefix', 'Opera House Tower', ''],
      ['exact', 'Opera', ''],
    ])
      made[key] = await create('attractions', { name, description, destination_id: ids.zurich, price: 5 });
    const ranked = await find('attractions', 'opera', `&destination_id=${ids.zurich}`);
    expect(ranked).toEqual([made.exact, made.prefix, made.grand, made.typo, made.harbour]);
    const byName = await find('attractions', 'opera', `&destination_id=${ids.zurich}&sort=name`);
    expect(byName).toEqual([made.grand, made.harbour, made.exact, made.prefix, made.typo]);
  });

  it('pages a ranked search as the whole ranking, tier by tier; its total is every match; never the trash', async () => {
    const as = { Authorization: `Bearer ${admin}` };
    const trashed = await create('attractions', {
      name: 'Opera Vault',
      destination_id: ids.zurich,
      price: 2,
    });
    expect((await app.http().delete(`/api/admin/attractions/${trashed}`).set(as)).status).toBe(200);
    const reader = catalog(app.strapi).reader;
    // Several words too: a few found are ranked from their entries' words (SQLite), the rest tier by tier.
    const queries = ['opera', 'oprea', 'opera h', 'o', 'old town', 'museum', 'zurich', 'grnd', 'غير'];
    for (const query of [
      ...queries,
      'paris louvre',
      'museum paris',
      'oprea paris',
      'old tow',
      'walk water l',
    ]) {
      // The whole ranking, by the matcher's condition (a narrowing makes the list take that path).
      const whole = await reader.list(COLLECTIONS.attractions, {
        filters: { search: query },
        perPage: 1000,
        narrow: (q) => void q.whereRaw('1 = 1'),
      });
      const expected = whole.items.map((item) => item.id);
      expect(expected).not.toContain(trashed);
      // Several pages over several ranks for these (the records of the test above).
      if (query === 'opera' || query === 'oprea') expect(expected.length).toBeGreaterThan(5);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page += 1) {
        const res = await app
          .http()
          .get(`/api/attractions?search=${encodeURIComponent(query)}&per_page=3&page=${page}`);
        expect([query, res.status, res.body.meta.total]).toEqual([query, 200, expected.length]);
        paged.push(...(res.body.data as Json[]).map((row) => row.id as number));
      }
      expect([query, paged]).toEqual([query, expected]);
    }
  });

  it('ranks a few records found by several words step by step, as the whole ranking does', async () => {
    const made = async (name: string, description = '') =>
      create('attractions', { name, destination_id: ids.zurich, price: 0, description });
    // Made in the reverse of their rank: the id order is never the answer.
    const anywhere = await made('Quartz Gate', 'A lantern by the door');
    const inNames = await made('Old Quartz Lantern');
    const begins = await made('Quartz Lantern Hall');
    const named = await made('Quartz Lantern');
    const whole = async (query: string) =>
      (
        await catalog(app.strapi).reader.list(COLLECTIONS.attractions, {
          filters: { search: query },
          perPage: 100,
          narrow: (q) => void q.whereRaw('1 = 1'),
        })
      ).items.map((item) => item.id);
    expect(await find('attractions', 'quartz lantern')).toEqual([named, begins, inNames, anywhere]);
    expect(await whole('quartz lantern')).toEqual([named, begins, inNames, anywhere]);
    // A typo: the names holding a near word first, in id order, then the description.
    expect(await find('attractions', 'quartz lantren')).toEqual([inNames, begins, named, anywhere]);
    expect(await whole('quartz lantren')).toEqual([inNames, begins, named, anywhere]);
  });

  it('GET /search: the best five of each kind for a search box, ranked, cached, never an error', async () => {
    const res = await app.http().get(`/api/search?q=${encodeURIComponent('opera')}`);
    expect(res.status).toBe(200);
    const rows = res.body.data as Json[];
    const attractions = rows.filter((row) => row.type === 'attraction');
    expect(attractions).toHaveLength(5);
    expect(attractions[0]).toMatchObject({ name: 'Opera', city_name: 'Turicum', type: 'attraction' });
    expect(Object.keys(attractions[0]).sort()).toEqual(['city_name', 'id', 'image', 'name', 'type']);
    const paris = (await app.http().get('/api/search?q=pariss')).body.data as Json[];
    expect(paris.find((row) => row.type === 'destination')).toMatchObject({ name: 'Paris' });
    const arabic = (await app.http().get(`/api/search?q=${encodeURIComponent('باريس')}&locale=ar`)).body.data;
    expect(arabic[0]).toMatchObject({ type: 'destination', name: 'باريس' });
    for (const q of ['', '!!!', '"', 'x'.repeat(500)]) {
      const odd = await app.http().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect([q, odd.status]).toEqual([q, 200]);
    }
    expect((await app.http().get('/api/search')).body.data).toEqual([]);
    const again = await app.http().get(`/api/search?q=opera`);
    expect(again.headers.etag).toBe(res.headers.etag);
  });
});
