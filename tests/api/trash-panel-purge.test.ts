import { panelSession } from '../helpers/panel';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

const CITY = 'api::city.city';
const REGION = 'api::region.region';
const HOTEL = 'api::hotel.hotel';
const records = (uid: string) => `/soft-delete/types/${uid}/records`;
const record = (uid: string, id: number) => `${records(uid)}/${id}`;

type Made = { id: number; documentId: string };

/**
 * Issue 34, items 16 and 17: every catalog type the panel deletes goes to the Trash (cities and
 * regions too), and a Super Admin empties it — one record or a whole type — for good.
 */
describe('the Trash of the admin panel: cities, regions, and deleting for good', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof panelSession>>;
  let editor: Awaited<ReturnType<typeof panelSession>>;
  const make = async (uid: string, data: object, arabic?: object): Promise<Made> => {
    const documents = app.strapi.documents(uid as never);
    const made = (await documents.create({ data, locale: 'en' } as never)) as unknown as Made;
    if (arabic) await documents.update({ documentId: made.documentId, locale: 'ar', data: arabic } as never);
    return made;
  };
  const deleteInPanel = (session: typeof admin, uid: string, made: Made) =>
    session.delete(`/content-manager/collection-types/${uid}/${made.documentId}?locale=*`);
  const rowsOf = (uid: string, made: Made) =>
    app.strapi.db.query(uid as never).findMany({ where: { documentId: made.documentId } });

  beforeAll(async () => {
    app = await bootStrapi();
    [admin, editor] = [
      await panelSession(app, 'admin@example.com'),
      await panelSession(app, 'editor@example.com'),
    ];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('moves a city deleted in the panel to the Trash, out of the public API until it is restored', async () => {
    const city = await make(CITY, { name: 'Aswan' }, { name: 'أسوان' });
    expect((await app.http().get(`/api/cities/${city.id}`)).status).toBe(200);
    expect((await deleteInPanel(editor, CITY, city)).status).toBe(200);
    expect((await app.http().get(`/api/cities/${city.id}`)).status).toBe(404);
    expect((await app.http().get('/api/cities')).body.data).toEqual([]);
    expect(await rowsOf(CITY, city)).toHaveLength(2);

    expect((await admin.get('/soft-delete/types')).body.data).toContainEqual({
      uid: CITY,
      name: 'City',
      count: 1,
    });
    expect((await admin.get(records(CITY))).body.data).toEqual([
      expect.objectContaining({ id: city.id, title: 'Aswan' }),
    ]);
    expect((await admin.post(`${record(CITY, city.id)}/restore`, {})).status).toBe(200);
    expect((await app.http().get(`/api/cities/${city.id}?locale=ar`)).body.data.name).toBe('أسوان');
  });

  it('moves a region deleted in the panel to the Trash: its key is unknown to the API meanwhile', async () => {
    const region = await make(REGION, { key: 'polar', label: 'Polar' }, { label: 'قطبي' });
    expect((await app.http().get('/api/regions/polar')).status).toBe(200);
    expect((await deleteInPanel(editor, REGION, region)).status).toBe(200);
    expect((await app.http().get('/api/regions/polar')).status).toBe(404);
    const keys = (await app.http().get('/api/regions')).body.data.map((entry: { id: string }) => entry.id);
    expect(keys).not.toContain('polar');
    expect((await app.http().get('/api/countries?region=polar')).status).toBe(422);

    expect((await admin.get(records(REGION))).body.data).toEqual([
      expect.objectContaining({ id: region.id, title: 'Polar' }),
    ]);
    expect((await admin.post(`${record(REGION, region.id)}/restore`, {})).status).toBe(200);
    expect((await app.http().get('/api/regions/polar?locale=ar')).body.data.label).toBe('قطبي');
    expect((await app.http().get('/api/countries?region=polar')).status).toBe(200);
  });

  it('deletes one trashed record for good, every translation and every link to it', async () => {
    const destination = await make('api::destination.destination', { name: 'Siwa', city_name: 'Siwa' });
    const hotel = await make(
      HOTEL,
      { name: 'Adrere Amellal', price_per_night: 250, destination: destination.documentId },
      { name: 'أدرار أملال' },
    );
    const user = await createUser(app.strapi, { email: 'guest@purge.test' });
    const token = await tokenFor(app.strapi, user);
    const favourite = await app
      .http()
      .post(`/api/favourites/hotel/${hotel.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({});
    expect(favourite.status).toBeLessThan(300);

    // Only a record in the trash can go for good.
    const live = await admin.delete(record(HOTEL, hotel.id));
    expect([live.status, live.body.error?.message]).toEqual([409, 'This record is not in the trash']);
    expect((await deleteInPanel(admin, HOTEL, hotel)).status).toBe(200);
    expect((await editor.delete(record(HOTEL, hotel.id))).status).toBe(403);
    expect(await rowsOf(HOTEL, hotel)).toHaveLength(2);

    const purged = await admin.delete(record(HOTEL, hotel.id));
    expect([purged.status, purged.body.data]).toEqual([200, { id: hotel.id, deleted: true }]);
    expect(await rowsOf(HOTEL, hotel)).toEqual([]);
    expect((await admin.get(records(HOTEL))).body.data).toEqual([]);
    // What still names it answers as for a record that never was.
    expect((await app.http().get(`/api/hotels/${hotel.id}`)).status).toBe(404);
    expect((await app.http().get(`/api/hotels/${hotel.id}/reviews`)).status).toBe(404);
    expect((await app.http().get(`/api/destinations/${destination.id}/hotels`)).body.data).toEqual([]);
    const again = await app
      .http()
      .post(`/api/favourites/hotel/${hotel.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({});
    expect(again.status).toBe(404);
    const link = app.strapi.db.metadata.get(HOTEL).attributes.destination as unknown as {
      joinTable: { name: string; joinColumn: { name: string } };
    };
    const links = await app.strapi.db
      .connection(link.joinTable.name)
      .where(link.joinTable.joinColumn.name, hotel.id);
    expect(links).toEqual([]);
    expect((await admin.post(`${record(HOTEL, hotel.id)}/restore`, {})).status).toBe(404);
    expect((await admin.delete(record(HOTEL, hotel.id))).status).toBe(404);
  });

  it('empties the trash of a type, and only of that type', async () => {
    const cities = [await make(CITY, { name: 'Dahab' }), await make(CITY, { name: 'Nuweiba' })];
    const kept = await make(CITY, { name: 'Taba' });
    const country = await make('api::country.country', { name: 'Jordan', iso_code: 'JO' });
    for (const made of cities) expect((await deleteInPanel(admin, CITY, made)).status).toBe(200);
    expect((await deleteInPanel(admin, 'api::country.country', country)).status).toBe(200);

    expect((await editor.delete(records(CITY))).status).toBe(403);
    expect((await admin.delete(records('api::setting.setting'))).status).toBe(404);
    const emptied = await admin.delete(records(CITY));
    expect([emptied.status, emptied.body.data]).toEqual([200, { uid: CITY, deleted: 2 }]);
    for (const made of cities) expect(await rowsOf(CITY, made)).toEqual([]);
    expect((await app.http().get(`/api/cities/${kept.id}`)).status).toBe(200);
    expect((await admin.get(records('api::country.country'))).body.meta.total).toBe(1);
    expect((await admin.delete(records(CITY))).body.data).toEqual({ uid: CITY, deleted: 0 });
  });

  it('refuses deleting for good without a panel session (401)', async () => {
    expect((await app.http().delete(records(CITY))).status).toBe(401);
    expect((await app.http().delete(record(CITY, 1))).status).toBe(401);
  });
});
