import { bootStrapi, TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Item = Json & { id: number };

const stops = (count: number, extra: Json = {}) =>
  Array.from({ length: count }, (_, index) => ({ title: `Stop ${index + 1}`, ...extra }));

/**
 * Issue 34: a trip holds at most 60 days and 50 itinerary items a day (item 8, CONTRACT §10), and a
 * detach by catalog id takes the place off the trip with its itinerary rows (item 9).
 */
describe('trip limits and detach by catalog id (issue 34)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let hotels: Item[];
  let restaurant: Item;
  let destination: Item;

  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens.owner}`);
  const createTrip = async (body: Json) => {
    const res = await call('post', '/api/trips').send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };
  const detail = async (trip: Item) => (await call('get', `/api/trips/${trip.id}`)).body.data as Json;
  /** Every row a trip write could leave: trips, itinerary items, attached places, destination visits. */
  const rows = async () =>
    Promise.all(
      ['trip', 'itinerary-item', 'trip-item', 'trip-destination'].map(async (name) =>
        Number(await app.strapi.db.query(`api::trip.${name}`).count()),
      ),
    );
  const dayCount = async (trip: Item, day: number) =>
    Number(
      await app.strapi.db
        .query('api::trip.itinerary-item')
        .count({ where: { trip_id: trip.id, day_number: day } }),
    );
  const fieldsOf = (res: { body: Json }) =>
    (res.body.error?.validation_errors ?? []).map((e: Json) => e.field);

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    await createMatrixCallers(app.strapi, 'limits.test', tokens, ids);
    const list = async (path: string) => (await app.http().get(path)).body.data as Item[];
    destination = (await list('/api/destinations?per_page=1'))[0];
    hotels = await list('/api/hotels?per_page=50');
    restaurant = (await list('/api/restaurants?per_page=1'))[0];
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('creating a trip (item 8)', () => {
    it.each([
      ['61 days', { days: Array.from({ length: 61 }, () => ({ items: stops(1) })) }, 'days'],
      ['51 items on a day', { days: [{ items: stops(1) }, { items: stops(51) }] }, 'days.1.items'],
      ['day 61 by the day', { days: [{ day_number: 61, items: stops(1) }] }, 'days.0.day_number'],
      [
        'day 61 by the item',
        { days: [{ items: stops(1, { day_number: 61 }) }] },
        'days.0.items.0.day_number',
      ],
      [
        '51 items on one day over two lists',
        {
          days: [
            { day_number: 2, items: stops(30) },
            { day_number: 2, items: stops(21) },
          ],
        },
        'days.1.items',
      ],
      ['51 items in plan.days', { plan: { days: [{ items: stops(51) }] } }, 'plan.days.0.items'],
      ['51 flat items on day 1', { items: stops(51) }, 'items'],
      [
        'a flat item on day 61',
        { items: [...stops(2), { title: 'Late', day_number: 61 }] },
        'items.2.day_number',
      ],
      ['no_of_days 61', { no_of_days: 61 }, 'no_of_days'],
      ['dates 61 days apart', { start_date: '2027-01-01', end_date: '2027-03-03' }, 'end_date'],
    ])('refuses %s: 422 naming %s, nothing stored', async (_, body, field) => {
      const before = await rows();
      const res = await call('post', '/api/trips').send({ title: 'Too much', ...body });
      expect([res.status, res.body.error?.type, fieldsOf(res)]).toEqual([422, 'validation_error', [field]]);
      expect(await rows()).toEqual(before);
    });

    it('accepts exactly 60 days and 50 items a day', async () => {
      const days = Array.from({ length: 60 }, (_, index) => ({ items: stops(index === 59 ? 50 : 1) }));
      const trip = await createTrip({
        title: 'At the limit',
        start_date: '2027-01-01',
        end_date: '2027-03-02',
        no_of_days: 60,
        days,
      });
      expect([trip.no_of_days, await dayCount(trip, 60), await dayCount(trip, 1)]).toEqual([60, 50, 1]);
      const flat = await createTrip({ title: 'Flat, full', items: stops(50) });
      expect(await dayCount(flat, 1)).toBe(50);
    });
  });

  describe('updating a trip (item 8)', () => {
    it.each(['put', 'patch'] as const)(
      '%s: no_of_days over 60 or dates over 60 days apart is 422, unchanged',
      async (method) => {
        const trip = await createTrip({ title: 'Short', start_date: '2027-01-01', no_of_days: 3 });
        const long = await call(method, `/api/trips/${trip.id}`).send({ no_of_days: 61, title: 'Long' });
        expect([long.status, fieldsOf(long)]).toEqual([422, ['no_of_days']]);
        const far = await call(method, `/api/trips/${trip.id}`).send({ end_date: '2027-03-03' });
        expect([far.status, fieldsOf(far)]).toEqual([422, ['end_date']]);
        expect(await detail(trip)).toMatchObject({ title: 'Short', no_of_days: 3, end_date: '2027-01-04' });
        const limit = await call(method, `/api/trips/${trip.id}`).send({
          no_of_days: 60,
          end_date: '2027-03-02',
        });
        expect([limit.status, limit.body.data.no_of_days, limit.body.data.end_date]).toEqual([
          200,
          60,
          '2027-03-02',
        ]);
      },
    );
  });

  describe('attaching and moving items (item 8)', () => {
    it('takes the 50th item of a day, refuses the 51st and a day past the 60th; nothing stored', async () => {
      const trip = await createTrip({ title: 'Busy day', days: [{ items: stops(49) }] });
      const fiftieth = await call('post', `/api/trips/${trip.id}/attach/hotel`).send({
        item_id: hotels[0].id,
      });
      expect(fiftieth.status).toBe(200);
      const before = await rows();
      for (const [body, field] of [
        [{ item_id: restaurant.id }, 'day_number'],
        [{ item_id: restaurant.id, day: 1 }, 'day'],
        [{ item_id: restaurant.id, day_number: 61 }, 'day_number'],
      ] as const) {
        const res = await call('post', `/api/trips/${trip.id}/attach/restaurant`).send(body);
        expect([res.status, res.body.error?.type, fieldsOf(res)]).toEqual([422, 'validation_error', [field]]);
      }
      expect(await rows()).toEqual(before);
      expect(await dayCount(trip, 1)).toBe(50);
      const nextDay = await call('post', `/api/trips/${trip.id}/attach/restaurant`).send({
        item_id: restaurant.id,
        day_number: 60,
      });
      expect(nextDay.status).toBe(200);
    });

    it('lets only one of two racing attaches into a day with 49 items in', async () => {
      const trip = await createTrip({ title: 'Race', days: [{ items: stops(49) }] });
      const statuses = await Promise.all(
        [hotels[1], hotels[2]].map(
          async (hotel) =>
            (await call('post', `/api/trips/${trip.id}/attach/hotel`).send({ item_id: hotel.id })).status,
        ),
      );
      expect(statuses.sort()).toEqual([200, 422]);
      expect(await dayCount(trip, 1)).toBe(50);
      expect((await detail(trip)).hotels).toHaveLength(1);
    });

    it('refuses to move an item into a full day (422 on day_number), moves it within the limits', async () => {
      const trip = await createTrip({ title: 'Moves', days: [{ items: stops(50) }, { items: stops(1) }] });
      const item = ((await detail(trip)).itinerary_items as Item[]).find((row) => row.day_number === 2)!;
      const full = await call('put', `/api/trips/${trip.id}/items/${item.id}`).send({ day_number: 1 });
      expect([full.status, fieldsOf(full)]).toEqual([422, ['day_number']]);
      const late = await call('put', `/api/trips/${trip.id}/items/${item.id}`).send({ day_number: 61 });
      expect([late.status, fieldsOf(late)]).toEqual([422, ['day_number']]);
      expect([await dayCount(trip, 1), await dayCount(trip, 2)]).toEqual([50, 1]);
      await call('put', `/api/trips/${trip.id}/items/${item.id}`)
        .send({ day_number: 60, title: 'Last' })
        .expect(200);
      expect(await dayCount(trip, 60)).toBe(1);
    });
  });

  describe('detach by catalog id (item 9)', () => {
    it('takes the place off the trip with every itinerary row naming it; other rows stay', async () => {
      const hotel = hotels[3];
      const trip = await createTrip({
        title: 'Detach by catalog id',
        items: [{ title: 'Walk' }, { type: 'hotel', itemable_id: hotel.id, title: 'Night 1' }],
      });
      await call('post', `/api/trips/${trip.id}/attach/hotel`)
        .send({ item_id: hotel.id, day_number: 2 })
        .expect(409);
      // Only meaningful when no item of this trip has the hotel's id (else it is an item id).
      expect(((await detail(trip)).itinerary_items as Item[]).map((row) => row.id)).not.toContain(hotel.id);
      const res = await call('delete', `/api/trips/${trip.id}/detach/${hotel.id}`);
      expect([res.status, res.body.message]).toEqual([200, 'Item detached from trip successfully']);
      const left = await app.strapi.db.query('api::trip.itinerary-item').count({
        where: { trip_id: trip.id, itemable_type: 'hotel', itemable_id: hotel.id },
      });
      expect(Number(left)).toBe(0);
      const after = await detail(trip);
      expect([after.hotels, (after.itinerary_items as Item[]).map((row) => row.title)]).toEqual([
        [],
        ['Walk'],
      ]);
      const again = await call('delete', `/api/trips/${trip.id}/detach/${hotel.id}`);
      expect([again.status, again.body.error.message]).toEqual([404, 'Item not found attached to this trip']);
    });

    it('takes a visited destination off with its itinerary row', async () => {
      const trip = await createTrip({ title: 'Visit', items: [{ title: 'Walk' }] });
      await call('post', `/api/trips/${trip.id}/attach/destination`)
        .send({ item_id: destination.id })
        .expect(200);
      const own = ((await detail(trip)).itinerary_items as Item[]).map((row) => row.id);
      // Only meaningful when no item of this trip has the destination's id (else it is an item id).
      expect(own).not.toContain(destination.id);
      await call('delete', `/api/trips/${trip.id}/detach/${destination.id}`).expect(200);
      const after = await detail(trip);
      expect([after.destinations, (after.itinerary_items as Item[]).map((row) => row.title)]).toEqual([
        [],
        ['Walk'],
      ]);
    });
  });
});
