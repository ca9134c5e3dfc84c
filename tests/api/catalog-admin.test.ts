import type { Core } from '@strapi/strapi';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Body = Record<string, unknown>;

describe('/api/admin/{collection}: catalog maintenance with soft delete', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await bootStrapi();
    strapi = app.strapi;
    for (const role of ['admin', 'user', 'agency']) {
      tokens[role] = await tokenFor(
        strapi,
        await createUser(strapi, { email: `${role}@catalog.test`, role }),
        [role],
      );
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const as = (who: string | null) => {
    const client = app.http();
    const auth = <T extends { set(k: string, v: string): T }>(req: T) =>
      who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
    return {
      get: (path: string) => auth(client.get(path)),
      post: (path: string, body: Body) => auth(client.post(path)).send(body),
      put: (path: string, body: Body) => auth(client.put(path)).send(body),
      patch: (path: string) => auth(client.patch(path)),
      delete: (path: string) => auth(client.delete(path)),
    };
  };
  const admin = () => as('admin');

  // Created in this order, each later one relating to the earlier ones.
  const payloads: Array<[string, () => Body, Body]> = [
    [
      'categories',
      () => ({ name: 'Deserts', type: 'destination', icon: 'sun', translations: { ar: { name: 'صحارى' } } }),
      { icon: 'dune' },
    ],
    [
      'countries',
      () => ({
        name: 'Jordan',
        iso_code: 'jo',
        capital: 'Amman',
        currency: 'JOD',
        languages: ['ar'],
        flag_url: 'https://flagcdn.com/w320/jo.png',
        translations: { ar: { name: 'الأردن' } },
      }),
      { capital: 'Amman City' },
    ],
    [
      'destinations',
      () => ({
        name: 'Petra',
        city_name: 'Wadi Musa',
        latitude: 30.3285,
        longitude: 35.4444,
        country_id: ids.countries,
        category_ids: [ids.categories],
        description: 'The rose-red city.',
        translations: { ar: { name: 'البتراء' } },
      }),
      { description: 'The rose-red city of the Nabataeans.' },
    ],
    [
      'hotels',
      () => ({
        name: 'Petra Gate Hotel',
        destination_id: ids.destinations,
        price_per_night: '95.5',
        stars: 3,
        rating: 4.2,
        amenities: ['wifi'],
        latitude: 30.32,
        longitude: 35.47,
      }),
      { price_per_night: 120 },
    ],
    [
      'restaurants',
      () => ({
        name: 'Nabataean Kitchen',
        destination_id: ids.destinations,
        cuisine: 'Jordanian',
        price_range: '$$',
        price_cents: 2500,
        opening_hours: '12:00-23:00',
      }),
      { rating: 4.6 },
    ],
    [
      'attractions',
      () => ({
        name: 'The Treasury',
        destination_id: ids.destinations,
        price: 70,
        opening_hours: '06:00-18:00',
        duration_minutes: 240,
        rating: 4.9,
        latitude: 30.3222,
        longitude: 35.4518,
      }),
      { price: 75 },
    ],
    [
      'flights',
      () => ({
        airline: 'Royal Jordanian',
        flight_number: 'RJ101',
        departure_airport: 'amm',
        arrival_airport: 'CAI',
        departure_date: '2027-01-10T08:00:00Z',
        arrival_date: '2027-01-10T09:30:00Z',
        price: 180,
      }),
      { price: 199 },
    ],
  ];

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

  describe("the admin panel's Content Manager", () => {
    let adminToken: string;
    const cm = (path: string) => `/content-manager/collection-types/${path}`;

    beforeAll(async () => {
      const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
      await strapi.service('admin::user').create({
        email: 'editor-test@example.test',
        firstname: 'Ed',
        lastname: 'Itor',
        password: 'Editor-password-1',
        isActive: true,
        roles: [superAdminRole.id],
        registrationToken: null,
      });
      const login = await app
        .http()
        .post('/admin/login')
        .send({ email: 'editor-test@example.test', password: 'Editor-password-1' });
      expect(login.status).toBe(200);
      adminToken = login.body.data.token;
    });

    it('shows an edit made in the panel through the public API at once', async () => {
      const hotel = (await app.http().get(`/api/hotels/${ids.hotels}`)).body.data;
      const { document_id: documentId } = await strapi.db
        .connection('hotels')
        .select('document_id')
        .where({ id: ids.hotels })
        .first();
      const res = await app
        .http()
        .put(`${cm('api::hotel.hotel')}/${documentId}?locale=en`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ name: 'Petra Gate Hotel & Spa', price_per_night: 140 });
      expect(res.status).toBe(200);
      const fresh = (await app.http().get(`/api/hotels/${ids.hotels}`)).body.data;
      expect(fresh).toMatchObject({ name: 'Petra Gate Hotel & Spa', price_per_night: 140 });
      expect(fresh.name).not.toBe(hotel.name);
    });

    it('hides trashed records from the panel and turns its delete into trash', async () => {
      const { document_id: documentId } = await strapi.db
        .connection('attractions')
        .select('document_id')
        .where({ id: ids.attractions })
        .first();
      const del = await app
        .http()
        .delete(`${cm('api::attraction.attraction')}/${documentId}?locale=en`)
        .set('Authorization', `Bearer ${adminToken}`);
      expect(del.status).toBe(200);
      expect((await app.http().get(`/api/attractions/${ids.attractions}`)).status).toBe(404);
      const list = await app
        .http()
        .get(`${cm('api::attraction.attraction')}?locale=en`)
        .set('Authorization', `Bearer ${adminToken}`);
      expect(list.body.results.map((entry: { documentId: string }) => entry.documentId)).not.toContain(
        documentId,
      );
      const row = await strapi.db.connection('attractions').where({ id: ids.attractions }).first();
      expect(row.deleted_at).not.toBeNull();
      expect((await admin().patch(`/api/admin/attractions/${ids.attractions}/restore`)).status).toBe(200);
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

describe('the admin panel accounts of the seed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.close();
  });

  const login = (email: string) =>
    app.http().post('/admin/login').send({ email, password: 'seed-password-for-tests' });
  // The panel limits sign-ins per address: the label checks share one session.
  let superAdminToken: string | null = null;
  const superAdmin = async () =>
    (superAdminToken ??= (await login('admin@example.com')).body.data.token as string);

  it('lets the Super Admin and the Editor sign in with the seed password', async () => {
    for (const email of ['admin@example.com', 'editor@example.com']) {
      const res = await login(email);
      expect([email, res.status]).toEqual([email, 200]);
    }
  });

  it('lets the Editor edit the catalog content types and nothing else', async () => {
    const token = (await login('editor@example.com')).body.data.token;
    const get = (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`);
    for (const uid of [
      'api::hotel.hotel',
      'api::destination.destination',
      'api::flight.flight',
      'api::region.region',
    ]) {
      expect([uid, (await get(`/content-manager/collection-types/${uid}`)).status]).toEqual([uid, 200]);
    }
    for (const uid of [
      'plugin::users-permissions.user',
      'api::setting.setting',
      'plugin::accounts.permission',
    ]) {
      expect([uid, (await get(`/content-manager/collection-types/${uid}`)).status]).toEqual([uid, 403]);
    }
    expect((await get('/admin/users')).status).toBe(403);
    const create = await app
      .http()
      .post('/content-manager/collection-types/api::category.category?locale=en')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Wellness', type: 'attraction' });
    expect(create.status).toBe(201);
    expect(
      (await app.http().get('/api/categories?search=wellness')).body.data.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Wellness']);

    // Reviews: the editor moderates them (reads, approves) but neither writes nor deletes one.
    const reviews = app.strapi.db.query('api::review.review');
    const review = await reviews.create({
      data: { user_id: 1, reviewable_type: 'hotel', reviewable_id: 1, rating: 4, state: 'pending' },
    });
    const panel = '/content-manager/collection-types/api::review.review';
    expect((await get(panel)).status).toBe(200);
    const approve = await app
      .http()
      .put(`${panel}/${review.documentId}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ state: 'approved' });
    expect(approve.status).toBe(200);
    expect((await reviews.findOne({ where: { id: review.id } })).state).toBe('approved');
    const write = await app
      .http()
      .post(panel)
      .set('Authorization', `Bearer ${token}`)
      .send({ user_id: 1, reviewable_type: 'hotel', reviewable_id: 1, rating: 5 });
    expect(write.status).toBe(403);
    const remove = await app
      .http()
      .delete(`${panel}/${review.documentId}`)
      .set('Authorization', `Bearer ${token}`);
    expect(remove.status).toBe(403);
  });

  it('shows editors labels and help texts on catalog fields, and hides deleted_at', async () => {
    const token = (await login('admin@example.com')).body.data.token;
    const res = await app
      .http()
      .get('/content-manager/content-types/api::hotel.hotel/configuration')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const metadatas = res.body.data.contentType.metadatas;
    expect(metadatas.price_per_night.edit).toMatchObject({
      label: 'Price per night',
      description: expect.stringContaining('one night'),
    });
    expect(metadatas.deleted_at.edit.visible).toBe(false);
  });

  it.each([
    ['api::notification.notification', 'title', 'type', 'payment_succeeded'],
    ['api::conversation.conversation', 'title', 'type', 'ai_concierge'],
    ['api::conversation.message', 'body', 'sender_type', 'concierge'],
    ['api::review.review', 'comment', 'state', 'approve'],
    ['api::contact.contact-message', 'subject', 'state', 'resolved'],
    ['api::survey.survey', 'travel_style', 'budget_level', 'luxury'],
    ['api::newsletter.newsletter-subscriber', 'email', 'email', 'lower-cased'],
  ])('labels %s for the panel (named by its %s; help on %s)', async (uid, mainField, field, words) => {
    const token = await superAdmin();
    const config = await app
      .http()
      .get(`/content-manager/content-types/${uid}/configuration`)
      .set('Authorization', `Bearer ${token}`);
    expect(config.status).toBe(200);
    const { metadatas, settings } = config.body.data.contentType;
    expect(settings.mainField).toBe(mainField);
    expect(metadatas[field].edit.description).toContain(words);
  });

  it('shows trips to the panel with labels, the title as their name, and the trash hidden', async () => {
    const token = (await login('admin@example.com')).body.data.token;
    const config = await app
      .http()
      .get('/content-manager/content-types/api::trip.trip/configuration')
      .set('Authorization', `Bearer ${token}`);
    expect(config.status).toBe(200);
    const { metadatas, settings } = config.body.data.contentType;
    expect(settings.mainField).toBe('title');
    expect(metadatas.state.edit).toMatchObject({
      label: 'Status',
      description: expect.stringContaining('booked'),
    });
    expect(metadatas.deleted_at.edit.visible).toBe(false);
    const trips = app.strapi.db.query('api::trip.trip');
    await trips.create({ data: { user_id: 1, title: 'Seen in the panel', state: 'pending' } });
    await trips.create({
      data: { user_id: 1, title: 'In the trash', state: 'pending', deleted_at: new Date() },
    });
    const list = await app
      .http()
      .get('/content-manager/collection-types/api::trip.trip')
      .set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    const titles = list.body.results.map((trip: { title: string }) => trip.title);
    expect(titles).toContain('Seen in the panel');
    expect(titles).not.toContain('In the trash');
    // Its status can be changed in the panel (Strapi 5 reserves `status`: the column is `state`).
    const seen = list.body.results.find((trip: { title: string }) => trip.title === 'Seen in the panel');
    const changed = await app
      .http()
      .put(`/content-manager/collection-types/api::trip.trip/${seen.documentId}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ state: 'completed' });
    expect(changed.status).toBe(200);
    expect((await trips.findOne({ where: { id: seen.id } })).state).toBe('completed');
  });

  it("ends an account's sessions when the panel changes its password, and not for other edits", async () => {
    const panel = (await login('admin@example.com')).body.data.token;
    const user = await createUser(app.strapi, { email: 'panel-edited@example.test' });
    const token = await tokenFor(app.strapi, user);
    const me = () => app.http().get('/api/me').set('Authorization', `Bearer ${token}`);
    const edit = (data: object) =>
      app
        .http()
        .put(`/content-manager/collection-types/plugin::users-permissions.user/${user.documentId}`)
        .set('Authorization', `Bearer ${panel}`)
        .send(data);
    expect((await edit({ name: 'Renamed In Panel' })).status).toBe(200);
    expect((await me()).status).toBe(200);
    expect((await edit({ password: 'Panel-set-password-1' })).status).toBe(200);
    expect((await me()).status).toBe(401);
  });
});
