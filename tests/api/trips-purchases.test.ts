import { collect, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { hmacOf, transactionFor } from '../helpers/paymob';

type Json = Record<string, unknown>;
type Item = Json & { id: number };
type Order = Json & {
  id: number;
  state: string;
  total_cents: number;
  merchant_order_id: string;
  provider_order_id: string;
  currency: string;
};

describe('paid trips: packages and forks through the sandbox (CONTRACT §5)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let destination: Item;

  const call = (method: 'get' | 'post' | 'put', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const first = async (path: string) => ((await app.http().get(path)).body.data as Item[])[0];
  const orderOf = async (id: number) =>
    (await app.strapi.db.query('plugin::billing.order').findOne({ where: { id } })) as Order;
  const orders = () => app.strapi.db.query('plugin::billing.order').count();
  const newTrip = async (who: string, body: Json) =>
    (await call('post', '/api/trips', who).send(body)).body.data as Item;
  /** Pays an order on the sandbox page, as a person would: the page's Pay, then the browser return. */
  const payOnSandbox = async (checkoutUrl: string) => {
    const url = new URL(checkoutUrl);
    const path = `${url.pathname}${url.search}`;
    expect((await app.http().get(path)).status).toBe(200);
    const paid = await app.http().post(path).type('form').send({ action: 'pay' });
    expect(paid.status).toBe(302);
    const back = await app.http().get(paid.headers.location);
    expect(new URL(back.headers.location).searchParams.get('success')).toBe('true');
  };

  beforeAll(async () => {
    app = await bootStrapi({
      env: { SEED_CATALOG: 'true', THROTTLE_CHECKOUT: '1000/60', THROTTLE_WEBHOOKS: '100000/60' },
    });
    for (const name of ['owner', 'buyer', 'nobody', 'unverified']) {
      const user = await createUser(app.strapi, {
        email: `${name}@paid-trips.test`,
        confirmed: name !== 'unverified',
      });
      ids[name] = user.id;
      tokens[name] = await tokenFor(app.strapi, user);
    }
    destination = await first('/api/destinations?per_page=1');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sells the owner a package priced by the legacy rule, and books the trip once paid', async () => {
    const hotel = await first(`/api/hotels?destination_id=${destination.id}&per_page=1`);
    const restaurant = await first(`/api/restaurants?destination_id=${destination.id}&per_page=1`);
    const flight = await first('/api/flights?per_page=1');
    const trip = await newTrip('owner', { title: 'Package', budget: 999 });
    for (const [type, record] of [
      ['hotel', hotel],
      ['restaurant', restaurant],
      ['flight', flight],
    ] as const)
      expect(
        (await call('post', `/api/trips/${trip.id}/attach/${type}`, 'owner').send({ item_id: record.id }))
          .status,
      ).toBe(200);
    // Computed here independently: flights and one hotel night in major units, restaurants in cents, +5%.
    const expected = Math.round(
      (Math.round((flight.price as number) * 100) +
        Math.round((hotel.price_per_night as number) * 100) +
        (restaurant.price_cents as number)) *
        1.05,
    );

    const res = await call('post', '/api/payments/initiate', 'owner').send({
      type: 'trip_package',
      trip_id: trip.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.amount_cents).toBe(expected);
    expect(
      await call('post', '/api/payments/initiate', 'buyer')
        .send({ type: 'trip_package', trip_id: trip.id })
        .then((r) => r.status),
    ).toBe(422); // someone else's private trip: answered as a missing one

    // The trip's members hear of the booking live, once the payment's transaction commits.
    const watcher = pusherFor(app, tokens.owner);
    const heard = collect<Record<string, unknown>>(
      await subscribed(watcher, `presence-trip.${trip.id}`),
      'trip.updated',
    );
    await payOnSandbox(res.body.data.checkout_url);
    const order = await orderOf(res.body.data.order_id);
    expect(order.state).toBe('fulfilled');
    const booked = (await call('get', `/api/trips/${trip.id}`, 'owner')).body.data;
    expect(booked.status).toBe('booked');
    await until(() => heard.length === 1);
    expect(heard).toEqual([
      {
        trip_id: trip.id,
        version: booked.version,
        change: 'status_changed',
        by: { id: ids.owner, name: null },
      },
    ]);
    watcher.disconnect();
    expect(booked.confirmation_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(order.confirmation_code).toBe(booked.confirmation_code);
    const events = await app.strapi.db
      .query('api::trip.trip-event')
      .findMany({ where: { trip_id: trip.id, type: 'trip.booked' } });
    expect(events).toEqual([expect.objectContaining({ user_id: ids.owner })]);
    // Booked: the itinerary is locked, and a second package is refused.
    const attach = await call('post', `/api/trips/${trip.id}/attach/hotel`, 'owner').send({
      item_id: hotel.id,
      day_number: 2,
    });
    expect([attach.status, attach.body.error.type]).toEqual([403, 'trip_locked']);
    const again = await call('post', '/api/payments/initiate', 'owner').send({
      type: 'trip_package',
      trip_id: trip.id,
    });
    expect([again.status, again.body.error.type]).toEqual([409, 'already_booked']);
  });

  it('prices an empty package from the budget, then the floor', async () => {
    const budgeted = await newTrip('owner', { title: 'Budget only', budget: '$1,000' });
    const bare = await newTrip('owner', { title: 'Nothing' });
    const price = async (trip: Item) =>
      (await call('post', '/api/payments/initiate', 'owner').send({ type: 'trip_package', trip_id: trip.id }))
        .body.data.amount_cents;
    expect(await price(budgeted)).toBe(Math.round(100000 * 1.05));
    expect(await price(bare)).toBe(Math.round(150000 * 1.05));
  });

  it('sells a fork of a public trip at the setting, and creates it once paid', async () => {
    const source = await newTrip('owner', {
      title: 'Famous',
      is_public: true,
      destination_id: destination.id,
    });
    const res = await call('post', '/api/payments/initiate', 'buyer').send({
      type: 'trip_fork',
      trip_id: source.id,
    });
    expect([res.status, res.body.data.amount_cents]).toEqual([200, 50000]);
    await payOnSandbox(res.body.data.checkout_url);
    const forks = await app.strapi.db
      .query('api::trip.trip')
      .findMany({ where: { parent_trip_id: source.id, user_id: ids.buyer } });
    expect(forks).toHaveLength(1);
    expect(forks[0]).toMatchObject({ title: 'Famous (Forked)', is_fork: true, original_trip_id: source.id });
    const item = await app.strapi.db
      .query('plugin::billing.order-item')
      .findOne({ where: { order_id: res.body.data.order_id } });
    expect(item.metadata).toMatchObject({ purchase_type: 'trip_fork', fork_trip_id: forks[0].id });
  });

  it.each([
    // Someone else's private trip is answered as a missing one (no existence leak, issue 20 item 3).
    ["another user's private trip", 'trip_fork', 'owner-private', 422],
    ["another user's private trip as a package", 'trip_package', 'owner-private', 422],
    ["another user's public trip as a package", 'trip_package', 'owner-public', 403],
    ['a missing trip', 'trip_fork', 'missing', 422],
    ['no trip id', 'trip_package', 'none', 422],
  ])('refuses %s (%s) with %i and creates no order', async (_, type, which, status) => {
    const trip =
      which === 'owner-private'
        ? await newTrip('owner', { title: 'Private' })
        : which === 'owner-public'
          ? await newTrip('owner', { title: 'Public', is_public: true })
          : null;
    const before = await orders();
    const body: Json = { type };
    if (which === 'missing') body.trip_id = 999999;
    if (trip) body.trip_id = trip.id;
    const res = await call('post', '/api/payments/initiate', 'buyer').send(body);
    expect(res.status).toBe(status);
    if (status === 422) expect(res.body.error.validation_errors[0].field).toBe('trip_id');
    expect(await orders()).toBe(before);
  });

  it('creates one fork however many deliveries arrive at once (20 concurrent webhooks)', async () => {
    const source = await newTrip('owner', { title: 'Race', is_public: true });
    const res = await call('post', '/api/payments/initiate', 'buyer').send({
      type: 'trip_fork',
      trip_id: source.id,
    });
    const order = await orderOf(res.body.data.order_id);
    const obj = transactionFor(order);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app
          .http()
          .post(`/api/payments/webhook?hmac=${hmacOf(obj)}`)
          .send({ type: 'TRANSACTION', obj }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(results.filter((r) => r.body.message === 'Processed')).toHaveLength(1);
    expect(await app.strapi.db.query('api::trip.trip').count({ where: { parent_trip_id: source.id } })).toBe(
      1,
    );
    expect((await orderOf(order.id)).state).toBe('fulfilled');
  });

  describe('POST /destinations/{destination}/book', () => {
    it.each([
      [
        'without a token',
        undefined,
        () => `/api/destinations/${destination.id}/book`,
        { guests: 2 },
        401,
        'unauthenticated',
      ],
      [
        'a missing destination',
        'buyer',
        () => '/api/destinations/999999/book',
        { guests: 2 },
        404,
        'not_found',
      ],
      [
        'guests out of range',
        'buyer',
        () => `/api/destinations/${destination.id}/book`,
        { guests: 0 },
        422,
        'validation_error',
      ],
      [
        'no trip there',
        'nobody',
        () => `/api/v1/destinations/${destination.id}/book`,
        { guests: 2 },
        422,
        'booking_failed',
      ],
    ])('answers %s (caller: %s)', async (_, who, path, body, status, type) => {
      const res = await call('post', path(), who).send(body);
      expect([res.status, res.body.error?.type]).toEqual([status, type]);
    });

    it("opens a package checkout for the caller's trip there (token enough, verified or not)", async () => {
      const trip = await newTrip('owner', {
        title: 'Going',
        destination_id: destination.id,
      });
      const res = await call('post', `/api/destinations/${destination.id}/book`, 'owner').send({ guests: 3 });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        trip_id: trip.id,
        order_id: expect.any(Number),
        checkout_url: expect.any(String),
        client_secret: expect.any(String),
      });
      const item = await app.strapi.db
        .query('plugin::billing.order-item')
        .findOne({ where: { order_id: res.body.data.order_id } });
      expect(item.metadata).toMatchObject({ purchase_type: 'trip_package', trip_id: trip.id, guests: 3 });
      // An unverified account may book (legacy `T`) — it has no trip there, so the booking fails, not the access.
      const unverified = await call('post', `/api/destinations/${destination.id}/book`, 'unverified').send({
        guests: 1,
      });
      expect([unverified.status, unverified.body.error.type]).toEqual([422, 'booking_failed']);
    });
  });
});
