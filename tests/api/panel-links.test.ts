import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The edit view's "Linked records": the ids a record holds, followed to the records they name. */
describe('the links between records of the admin panel', () => {
  let app: TestApp;
  let admin: string;
  let editor: string;
  const links = (uid: string, documentId: string, token?: string) => {
    const call = app.http().get(`/panel/links/${uid}/${documentId}`);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };
  const login = async (email: string) =>
    (await app.http().post('/admin/login').send({ email, password: 'seed-password-for-tests' })).body.data
      .token as string;

  beforeAll(async () => {
    app = await bootStrapi();
    [admin, editor] = [await login('admin@example.com'), await login('editor@example.com')];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('links a review to its author and to the record it reviews, a trip to its owner and its forks', async () => {
    const author = await createUser(app.strapi, { email: 'author@links.test' });
    const hotel = (await app.strapi
      .documents('api::hotel.hotel' as never)
      .create({ data: { name: 'Old Cataract', price_per_night: 1200 }, locale: 'en' } as never)) as Json;
    const review = await app.strapi.db.query('api::review.review').create({
      data: {
        user_id: author.id,
        reviewable_type: 'hotel',
        reviewable_id: hotel.id,
        rating: 5,
        state: 'pending',
      },
    });
    const answer = await links('api::review.review', review.documentId, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data.links).toEqual([
      expect.objectContaining({
        label: 'User',
        field: 'user_id',
        uid: 'plugin::users-permissions.user',
        document_id: author.documentId,
      }),
      expect.objectContaining({
        label: 'Reviewed record',
        field: 'reviewable_id',
        uid: 'api::hotel.hotel',
        document_id: hotel.documentId,
        title: 'Old Cataract',
        locale: 'en',
        trashed: false,
      }),
    ]);

    const trip = await app.strapi.db
      .query('api::trip.trip')
      .create({ data: { user_id: author.id, title: 'Aswan', state: 'planned' } });
    const fork = await app.strapi.db.query('api::trip.trip').create({
      data: { user_id: author.id, title: 'Aswan again', state: 'planned', parent_trip_id: trip.id },
    });
    const tripLinks = (await links('api::trip.trip', trip.documentId, admin)).body.data;
    expect(tripLinks.links.map((link: Json) => [link.label, link.id])).toEqual([['User', author.id]]);
    expect(tripLinks.lists.find((list: Json) => list.label === 'Forks').records).toEqual([
      expect.objectContaining({ id: fork.id, document_id: fork.documentId, title: 'Aswan again' }),
    ]);
  });

  it('links an order to its user and lists its items; an item links back to its order and its plan', async () => {
    const buyer = await createUser(app.strapi, { email: 'buyer@links.test' });
    const order = await app.strapi.db.query('plugin::billing.order').create({
      data: {
        user_id: buyer.id,
        purchase_type: 'subscription',
        state: 'pending',
        total_cents: 19900,
        currency: 'EGP',
        merchant_order_id: 'links-1',
      },
    });
    const plan = await app.strapi.db.query('plugin::billing.plan').findOne({ where: { name: 'Jetsetter' } });
    const item = await app.strapi.db.query('plugin::billing.order-item').create({
      data: {
        order_id: order.id,
        product_type: 'plan',
        product_id: plan.id,
        name: 'Jetsetter',
        price_cents: 19900,
      },
    });
    const orderLinks = (await links('plugin::billing.order', order.documentId, admin)).body.data;
    expect(orderLinks.links).toEqual([
      expect.objectContaining({ label: 'User', id: buyer.id, document_id: buyer.documentId }),
    ]);
    expect(orderLinks.lists.find((list: Json) => list.label === 'Items').records).toEqual([
      expect.objectContaining({ id: item.id, document_id: item.documentId }),
    ]);
    const itemLinks = (await links('plugin::billing.order-item', item.documentId, admin)).body.data;
    expect(itemLinks.links.map((link: Json) => [link.label, link.uid, link.id])).toEqual([
      ['Order', 'plugin::billing.order', order.id],
      ['Product', 'plugin::billing.plan', plan.id],
    ]);
  });

  it("names each list's id columns, only of the types the admin may read", async () => {
    const columns = async (token?: string) => {
      const call = app.http().get('/panel/id-columns');
      return token ? call.set('Authorization', `Bearer ${token}`) : call;
    };
    expect((await columns()).status).toBe(401);
    const forAdmin = (await columns(admin)).body.data;
    expect(forAdmin['api::trip.trip']).toEqual(expect.arrayContaining(['user_id']));
    expect(forAdmin['api::review.review']).toEqual(expect.arrayContaining(['user_id', 'reviewable_id']));
    expect(forAdmin['plugin::billing.order-item']).toEqual(['order_id', 'product_id']);
    // The Catalog editor reads reviews but neither trips nor orders.
    const forEditor = (await columns(editor)).body.data;
    expect(forEditor['api::trip.trip']).toBeUndefined();
    expect(forEditor['plugin::billing.order']).toBeUndefined();
    expect(forEditor['api::review.review']).toEqual(expect.arrayContaining(['reviewable_id']));
  });

  it('answers 401 without a panel session, 403 for a type the admin may not read, 404 for no record', async () => {
    expect((await links('api::trip.trip', 'abc')).status).toBe(401);
    expect((await links('api::trip.trip', 'abc', editor)).status).toBe(403);
    expect((await links('api::trip.trip', 'no-such-document', admin)).status).toBe(404);
    expect((await links('api::nothing.nothing', 'abc', admin)).status).toBe(404);
  });
});
