import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

const DESTINATION = 'api::destination.destination';
const types = '/soft-delete/types';
const records = `/soft-delete/types/${DESTINATION}/records`;
const restore = (id: number, uid = DESTINATION) => `/soft-delete/types/${uid}/records/${id}/restore`;

/** The Trash page's routes of the admin panel: who may read and restore, and what a restore does. */
describe('the Trash of the admin panel', () => {
  let app: TestApp;
  let editor: string;
  let admin: string;
  let id: number;
  let documentId: string;
  const login = async (email: string) =>
    (await app.http().post('/admin/login').send({ email, password: 'seed-password-for-tests' })).body.data
      .token as string;
  const as = (token: string) => ({
    get: (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => app.http().post(path).set('Authorization', `Bearer ${token}`),
  });

  beforeAll(async () => {
    app = await bootStrapi();
    const documents = app.strapi.documents(DESTINATION as never);
    const created = await documents.create({
      data: { name: 'Luxor', city_name: 'Luxor' },
      locale: 'en',
    } as never);
    documentId = (created as { documentId: string }).documentId;
    id = (created as { id: number }).id;
    await documents.update({ documentId, locale: 'ar', data: { name: 'الأقصر' } } as never);
    [editor, admin] = [await login('editor@example.com'), await login('admin@example.com')];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps who deleted a record in the panel and when; the Super Admin restores it, the API answers it at once', async () => {
    expect((await app.http().get(`/api/destinations/${id}`)).status).toBe(200);
    const before = Date.now();
    const deleted = await app
      .http()
      .delete(`/content-manager/collection-types/${DESTINATION}/${documentId}?locale=*`)
      .set('Authorization', `Bearer ${editor}`);
    expect(deleted.status).toBe(200);
    expect((await app.http().get(`/api/destinations/${id}`)).status).toBe(404);

    const listed = await as(admin).get(types);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual({ uid: DESTINATION, name: 'Destination', count: 1 });
    const page = await as(admin).get(records);
    expect(page.body.meta).toMatchObject({ page: 1, total: 1 });
    const [record] = page.body.data;
    expect(record).toMatchObject({
      id,
      document_id: documentId,
      title: 'Luxor',
      deleted_by: { kind: 'admin', name: 'Catalog Editor' },
    });
    expect(new Date(record.deleted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const restored = await as(admin).post(restore(id));
    expect([restored.status, restored.body.data]).toEqual([200, { id, restored: true }]);
    const english = await app.http().get(`/api/destinations/${id}`);
    expect([english.status, english.body.data.name]).toEqual([200, 'Luxor']);
    const arabic = await app.http().get(`/api/destinations/${id}?locale=ar`);
    expect([arabic.status, arabic.body.data.name]).toEqual([200, 'الأقصر']);
    expect((await as(admin).get(records)).body.data).toEqual([]);
  });

  it('answers a restore of a record that is not in the trash 409, of an unknown one 404', async () => {
    const live = await as(admin).post(restore(id));
    expect([live.status, live.body.error.message]).toEqual([409, 'This record is not in the trash']);
    expect((await as(admin).post(restore(999999))).status).toBe(404);
    expect((await as(admin).post(restore(id, 'api::setting.setting'))).status).toBe(404);
    expect((await as(admin).get(`/soft-delete/types/plugin::billing.order/records`)).status).toBe(404);
  });

  it('keeps who trashed a record through the API, whichever module trashed it', async () => {
    const staff = await createUser(app.strapi, { email: 'staff@trash.test', role: 'admin' });
    const token = await tokenFor(app.strapi, staff, ['admin']);
    const trip = await app.strapi.db
      .query('api::trip.trip')
      .create({ data: { user_id: staff.id, title: 'Siwa oasis', state: 'planned' } });
    const trashed = await app
      .http()
      .delete(`/api/admin/trips/${trip.id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(trashed.status).toBe(200);
    const [record] = (await as(admin).get('/soft-delete/types/api::trip.trip/records')).body.data;
    expect(record).toMatchObject({
      id: trip.id,
      title: 'Siwa oasis',
      deleted_by: { kind: 'api', id: staff.id, name: 'staff@trash.test' },
    });
    expect((await as(admin).post(restore(trip.id, 'api::trip.trip'))).status).toBe(200);
    const row = await app.strapi.db.query('api::trip.trip').findOne({ where: { id: trip.id } });
    expect(row.deleted_at).toBeNull();
  });

  it('trashes a record once under twenty concurrent deletes: one 200, the rest 404, one deletion kept', async () => {
    const staff = await createUser(app.strapi, { email: 'racer@trash.test', role: 'admin' });
    const token = await tokenFor(app.strapi, staff, ['admin']);
    const trip = await app.strapi.db
      .query('api::trip.trip')
      .create({ data: { user_id: staff.id, title: 'White desert', state: 'planned' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.http().delete(`/api/admin/trips/${trip.id}`).set('Authorization', `Bearer ${token}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(404)]);
    const deletions = await app.strapi.db
      .query('plugin::soft-delete.deletion')
      .count({ where: { content_type: 'api::trip.trip', record_document_id: trip.documentId } });
    expect(deletions).toBe(1);
  });

  it('takes a record in and out of the trash only by delete and restore: a write carrying the trash time changes nothing of it', async () => {
    // Any module or plugin writing through the document service…
    await app.strapi
      .documents(DESTINATION as never)
      .update({ documentId, locale: 'en', data: { deleted_at: new Date() } } as never);
    expect((await app.http().get(`/api/destinations/${id}`)).status).toBe(200);
    // …and the panel's save.
    const saved = await app
      .http()
      .put(`/content-manager/collection-types/${DESTINATION}/${documentId}?locale=en`)
      .set('Authorization', `Bearer ${editor}`)
      .send({ name: 'Luxor', city_name: 'Luxor', deleted_at: new Date().toISOString() });
    expect(saved.status).toBe(200);
    expect((await app.http().get(`/api/destinations/${id}`)).status).toBe(200);
    const row = await app.strapi.db.query(DESTINATION).findOne({ where: { id } });
    expect(row.deleted_at).toBeNull();
  });

  it('refuses the trash to a caller without a panel session (401) and to the Catalog editor (403)', async () => {
    expect((await app.http().get(types)).status).toBe(401);
    expect((await app.http().post(restore(id))).status).toBe(401);
    expect((await as(editor).get(types)).status).toBe(403);
    expect((await as(editor).get(records)).status).toBe(403);
    expect((await as(editor).post(restore(id))).status).toBe(403);
  });
});
