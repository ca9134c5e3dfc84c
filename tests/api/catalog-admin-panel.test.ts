import type { Core } from '@strapi/strapi';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { namedCallers } from '../helpers/callers';
import { bootWithCatalogCallers, createCatalogRecords } from '../helpers/catalog-admin';
import { createUser, tokenFor } from '../helpers/users';

describe('catalog records edited in the admin panel', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const { tokens, ids, as } = namedCallers(() => app);
  beforeAll(async () => {
    ({ app, strapi } = await bootWithCatalogCallers(tokens));
    await createCatalogRecords(as, ids);
  });
  afterAll(() => app?.close());
  const admin = () => as('admin');

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
      'api::agency.agency-assignment',
      'api::agency.flag',
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
    ['api::review.review', 'reviewable_name', 'state', 'approve'],
    ['api::contact.contact-message', 'subject', 'state', 'resolved'],
    ['api::survey.survey', 'travel_style', 'budget_level', 'luxury'],
    ['api::newsletter.newsletter-subscriber', 'email', 'email', 'lower-cased'],
    ['api::agency.flag', 'reason', 'state', 'reviewed again'],
    ['plugin::users-permissions.user', 'username', 'specialties', 'JSON list'],
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

  it('shows agency assignments to the panel, their status labelled', async () => {
    const token = await superAdmin();
    const config = await app
      .http()
      .get('/content-manager/content-types/api::agency.agency-assignment/configuration')
      .set('Authorization', `Bearer ${token}`);
    expect(config.status).toBe(200);
    const { metadatas } = config.body.data.contentType;
    expect(metadatas.state.edit).toMatchObject({
      label: 'Status',
      description: expect.stringContaining('routed'),
    });
    expect(metadatas.agency_user_id.edit.label).toBe('Agency user id');
    const list = await app
      .http()
      .get('/content-manager/collection-types/api::agency.agency-assignment')
      .set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
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
