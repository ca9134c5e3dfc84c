import { billingShortcuts } from '../helpers/billing';
import { panelSession, type Json } from '../helpers/panel';
import { pressOnSandbox } from '../helpers/sandbox';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { seedPanelNames } from '../../src/seed/panel-names';

const ORDER = 'plugin::billing.order';
const PAYMENT = 'plugin::billing.payment';
const cm = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}`;

/** The admin panel as an admin reads it: titles, labels, columns, money, read-only state (issue 25). */
describe('the Content Manager configuration of the admin panel', () => {
  let app: TestApp;
  let panel: Awaited<ReturnType<typeof panelSession>>;
  let hotel: Json;
  let destination: Json;
  const { newUser, as } = billingShortcuts(() => app);

  beforeAll(async () => {
    app = await bootStrapi({
      env: { SEED_CATALOG: 'true', THROTTLE_CATALOG: '100000/60', THROTTLE_CHECKOUT: '1000/60' },
    });
    panel = await panelSession(app, 'admin@example.com');
    const { token } = await newUser('panel-buyer@panel.test');
    const checkout = await as(token).post('/api/payments/initiate', { type: 'subscription', plan_id: 2 });
    expect(checkout.status).toBe(200);
    expect((await pressOnSandbox(app, checkout.body.data.checkout_url, 'pay')).status).toBeLessThan(400);
    hotel = (await app.http().get('/api/hotels?per_page=1')).body.data[0];
    destination = (await app.http().get('/api/destinations?per_page=1')).body.data[0];
    expect(
      (await as(token).post(`/api/reviews/hotels/${hotel.id}`, { rating: 4, comment: 'Calm' })).status,
    ).toBe(201);
    const trip = await as(token).post('/api/trips', { title: 'Spring away', destination_id: destination.id });
    expect(trip.status).toBe(201);
  });
  afterAll(() => app?.close());

  const displayed = async (): Promise<Json[]> =>
    (await panel.get('/content-manager/content-types')).body.data.filter(
      (type: Json) => type.isDisplayed && !type.uid.startsWith('admin::'),
    );
  /** The fields a content type's list and edit view show. */
  const fieldsShown = (configuration: Json): string[] => [
    ...configuration.layouts.list,
    ...configuration.layouts.edit.flat().map((field: Json) => field.name),
  ];
  const documentOf = async (uid: string): Promise<Json> =>
    (await panel.get(cm(uid, '?page=1&pageSize=1&sort=id:DESC'))).body.results[0];

  it('titles every listed type by a readable field, labels every field and lists real columns', async () => {
    const types = await displayed();
    expect(types.map((type) => type.uid)).toEqual(
      expect.arrayContaining([ORDER, PAYMENT, 'plugin::ai.ai-generation', 'api::trip.trip-item']),
    );
    const problems: string[] = [];
    for (const type of types) {
      const { settings, metadatas, layouts } = await panel.configuration(type.uid);
      // A title is text the record holds: never an id, a currency code or a provider's name.
      const title = settings.mainField;
      if (
        !['string', 'text', 'email'].includes(type.attributes[title]?.type) ||
        /^(id|documentId|currency|provider)$/.test(title)
      )
        problems.push(`${type.uid}: titled by ${title}`);
      for (const [field, meta] of Object.entries(metadatas as Record<string, Json>))
        if (field in type.attributes && !['id', 'documentId'].includes(field) && meta.edit.label === field)
          problems.push(`${type.uid}: ${field} has no label`);
      if (layouts.list.length < 2) problems.push(`${type.uid}: lists ${layouts.list.length} column`);
      for (const column of layouts.list)
        if (!(column in type.attributes)) problems.push(`${type.uid}: lists ${column}, not a field`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps amounts in cents and marks them as money, shown in the currency of the record', async () => {
    const types = await displayed();
    const attributes = Object.fromEntries(types.map((type) => [type.uid, type.attributes]));
    for (const [uid, field] of [
      [ORDER, 'total_cents'],
      [PAYMENT, 'amount_cents'],
      ['plugin::billing.plan', 'price_cents'],
      ['plugin::billing.subscription', 'price_cents'],
      ['plugin::billing.order-item', 'price_cents'],
      ['api::restaurant.restaurant', 'price_cents'],
    ])
      expect([uid, attributes[uid][field]]).toEqual([
        uid,
        expect.objectContaining({ type: 'integer', customField: 'plugin::billing.money' }),
      ]);
    const order = await documentOf(ORDER);
    expect(order).toMatchObject({ total_cents: 19900, currency: 'EGP', state: 'fulfilled' });
    expect(await documentOf('plugin::billing.order-item')).toMatchObject({
      price_cents: 19900,
      currency: 'EGP',
    });
    expect((await panel.configuration(ORDER)).metadatas.total_cents.list.label).toBe('Total');
  });

  it('shows what the state machines own read-only, secrets hidden, and orders newest first', async () => {
    const order = await panel.configuration(ORDER);
    expect(order.settings).toMatchObject({ mainField: 'merchant_order_id', defaultSortBy: 'createdAt' });
    expect(order.settings.defaultSortOrder).toBe('DESC');
    for (const field of ['state', 'total_cents', 'provider_order_id', 'transaction_id', 'card_pan'])
      expect([field, order.metadatas[field].edit.editable]).toEqual([field, false]);
    expect(order.metadatas.state.edit.description).toMatch(/Set by the payment callbacks only/);
    expect(order.metadatas.total_cents.edit.description).toMatch(/in the currency beside it/);
    for (const field of ['client_secret', 'checkout_url', 'idempotency_key'])
      expect(fieldsShown(order)).not.toContain(field);
    const payment = await panel.configuration(PAYMENT);
    expect(payment.layouts.list).toEqual(
      expect.arrayContaining(['state', 'amount_cents', 'order_reference']),
    );
    expect(fieldsShown(payment)).not.toContain('raw_payload');
    expect(payment.metadatas.state.edit.editable).toBe(false);
    const paid = await documentOf(PAYMENT);
    expect(paid.order_reference).toBe((await documentOf(ORDER)).merchant_order_id);
    const plan = await app.strapi.db.query('plugin::billing.plan').findOne({ where: { id: 2 } });
    expect((await documentOf('plugin::billing.subscription')).plan_name).toBe(plan.name);
  });

  it('refuses a panel save that changes a payment state or an order secret, and takes one that does not', async () => {
    const payment = await documentOf(PAYMENT);
    const changed = await panel.put(cm(PAYMENT, `/${payment.documentId}`), { ...payment, state: 'failed' });
    expect(changed.status).toBe(400);
    expect(changed.body.error.message).toMatch(/state is set by the payment callbacks/);
    expect((await documentOf(PAYMENT)).state).toBe('paid');

    const order = await documentOf(ORDER);
    for (const change of [{ state: 'pending' }, { transaction_id: 'forged' }, { total_cents: 1 }]) {
      const res = await panel.put(cm(ORDER, `/${order.documentId}`), { ...order, ...change });
      expect([change, res.status]).toEqual([change, 400]);
    }
    const stored = await app.strapi.db.query(ORDER).findOne({ where: { id: order.id } });
    expect(stored).toMatchObject({
      state: 'fulfilled',
      total_cents: 19900,
      transaction_id: order.transaction_id,
    });
    expect((await panel.put(cm(ORDER, `/${order.documentId}`), order)).status).toBe(200);
    const made = await panel.post(cm(PAYMENT), { ...payment, transaction_id: 'hand-made' });
    expect(made.status).toBe(400);
    expect(made.body.error.message).toBe(
      'These records are created by the payment callbacks, not in the panel.',
    );
  });

  it('leaves what admins own editable: a plan price changes from the panel', async () => {
    const plan = await documentOf('plugin::billing.plan');
    const res = await panel.put(cm('plugin::billing.plan', `/${plan.documentId}`), {
      ...plan,
      price_cents: 1234,
    });
    expect(res.status).toBe(200);
    expect(
      (await app.strapi.db.query('plugin::billing.plan').findOne({ where: { id: plan.id } })).price_cents,
    ).toBe(1234);
  });

  it('lists reviews by status, rating, comment and what they review, newest first, status first in the form', async () => {
    const { settings, layouts } = await panel.configuration('api::review.review');
    expect(layouts.list.slice(0, 4)).toEqual(['state', 'rating', 'comment', 'reviewable_name']);
    expect(settings).toMatchObject({
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
      filterable: true,
    });
    expect(layouts.edit[0][0].name).toBe('state');
    const pending = await panel.get(
      cm('api::review.review', '?page=1&pageSize=10&filters[$and][0][state][$eq]=pending'),
    );
    expect(pending.body.results).toEqual([
      expect.objectContaining({ state: 'pending', comment: 'Calm', reviewable_name: hotel.name }),
    ]);
    const approved = await panel.get(
      cm('api::review.review', '?page=1&pageSize=10&filters[$and][0][state][$eq]=approved'),
    );
    expect(approved.body.results).toEqual([]);
  });

  it('lists users with e-mail, confirmed, role and blocked, and keeps the trash column out of sight', async () => {
    const { layouts, metadatas } = await panel.configuration('plugin::users-permissions.user');
    expect(layouts.list).toEqual(
      expect.arrayContaining(['username', 'email', 'confirmed', 'role', 'blocked']),
    );
    expect(layouts.list).not.toContain('deleted_at');
    expect(metadatas.deleted_at.edit.visible).toBe(false);
  });

  it('names the records written before their services kept a name, when the seed runs', async () => {
    const query = (uid: string) => app.strapi.db.query(uid as never);
    const old = await query('api::review.review').create({
      data: {
        user_id: 99999,
        reviewable_type: 'hotel',
        reviewable_id: hotel.id,
        rating: 3,
        state: 'pending',
      },
    });
    const order = await documentOf(ORDER);
    const payment = await query(PAYMENT).create({
      data: {
        order_id: order.id,
        provider: 'sandbox',
        transaction_id: 'old-1',
        state: 'failed',
        amount_cents: 5,
      },
    });
    await seedPanelNames(app.strapi);
    expect((await query('api::review.review').findOne({ where: { id: old.id } })).reviewable_name).toBe(
      hotel.name,
    );
    expect((await query(PAYMENT).findOne({ where: { id: payment.id } })).order_reference).toBe(
      order.merchant_order_id,
    );
  });

  it('lists the catalog by what an editor looks for: price and currency, stars, places, names', async () => {
    const columns = async (uid: string) => (await panel.configuration(uid)).layouts.list;
    expect(await columns('api::hotel.hotel')).toEqual(
      expect.arrayContaining(['name', 'price_per_night', 'currency', 'stars', 'destination']),
    );
    const attraction = await columns('api::attraction.attraction');
    expect(attraction).toEqual(expect.arrayContaining(['name', 'destination', 'price', 'currency']));
    expect(attraction).not.toContain('image');
    expect(await columns('api::destination.destination')).toEqual(
      expect.arrayContaining(['name', 'country']),
    );
    for (const uid of ['api::category.category', 'api::country.country', 'api::city.city'])
      expect([uid, (await columns(uid))[0]]).toEqual([uid, 'name']);
  });

  it('lists a translation under the id the API and the rest of the panel give its record', async () => {
    const HOTEL = 'api::hotel.hotel';
    const { documentId } = await app.strapi.db.query(HOTEL).findOne({ where: { id: hotel.id } });
    const arabic = await app.strapi.db.query(HOTEL).findOne({ where: { documentId, locale: 'ar' } });
    expect(arabic.id).not.toBe(hotel.id);
    let row: Json | undefined;
    for (let page = 1; !row && page <= 10; page += 1) {
      const list = await panel.get(cm(HOTEL, `?page=${page}&pageSize=100&locale=ar`));
      expect(list.status).toBe(200);
      row = list.body.results.find((result: Json) => result.documentId === documentId);
    }
    expect(row).toMatchObject({ id: hotel.id, locale: 'ar', name: arabic.name });
  });

  it('names the parts of a trip after the places they are', async () => {
    expect(await documentOf('api::trip.trip-destination')).toMatchObject({ place_name: destination.name });
    expect((await panel.configuration('api::trip.trip-destination')).settings.mainField).toBe('place_name');
  });
});
