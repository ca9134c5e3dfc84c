import { bootStrapi, TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Item = Json & { id: number };

/**
 * Issue 20: `booked` is never a client's to set (item 4, CONTRACT §10), and detach takes an
 * itinerary item's own id first, else a catalog id, never reaching another trip (item 14, §4).
 */
describe('trip status and detach (issue 20)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let hotel: Item;
  let destination: Item;
  let flights: Item[];

  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, who: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const createTrip = async (who: string, body: Json) => {
    const res = await call('post', '/api/trips', who).send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };
  const detail = async (trip: Item, who = 'owner') =>
    (await call('get', `/api/trips/${trip.id}`, who)).body.data as Json;
  const stateOf = async (trip: Item) =>
    ((await app.strapi.db.query('api::trip.trip').findOne({ where: { id: trip.id } })) as Json).state;
  /** Booked as a paid trip package leaves it. */
  const booked = async (title: string) => {
    const trip = await createTrip('owner', { title });
    await app.strapi.db.query('api::trip.trip').update({
      where: { id: trip.id },
      data: { state: 'booked', confirmation_code: `C${trip.id}`.padEnd(8, '0') },
    });
    return trip;
  };
  const tripCount = async () => Number(await app.strapi.db.query('api::trip.trip').count());

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    await createMatrixCallers(app.strapi, 'status.test', tokens, ids);
    const first = async (path: string) => (await app.http().get(path)).body.data as Item[];
    destination = (await first('/api/destinations?per_page=1'))[0];
    hotel = (await first(`/api/hotels?destination_id=${destination.id}&per_page=1`))[0];
    flights = await first('/api/flights?per_page=50');
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('booked comes only from a paid trip package (item 4)', () => {
    it.each(['/api/trips', '/api/v1/trips'])(
      'POST %s with status booked: 422 on status, nothing written',
      async (path) => {
        const before = await tripCount();
        const res = await call('post', path, 'owner').send({ title: 'Free booking', status: 'booked' });
        expect([res.status, res.body.error.validation_errors]).toEqual([
          422,
          [{ field: 'status', message: 'A trip becomes booked only when its package is paid.' }],
        ]);
        expect(await tripCount()).toBe(before);
      },
    );

    it('creates a trip in every other status', async () => {
      for (const status of ['pending', 'planning', 'planned', 'active', 'completed', 'cancelled'])
        expect((await createTrip('owner', { title: `In ${status}`, status })).status).toBe(status);
    });

    it('refuses booked on PUT and PATCH (422, unchanged) and lets the owner set the other statuses', async () => {
      const trip = await createTrip('owner', { title: 'Open' });
      for (const method of ['put', 'patch'] as const) {
        const res = await call(method, `/api/trips/${trip.id}`, 'owner').send({
          status: 'booked',
          title: 'Hacked',
        });
        expect([method, res.status, res.body.error.validation_errors[0].field]).toEqual([
          method,
          422,
          'status',
        ]);
      }
      expect(await detail(trip)).toMatchObject({ status: 'pending', title: 'Open' });
      for (const status of ['planned', 'active', 'cancelled', 'pending']) {
        const res = await call('patch', `/api/trips/${trip.id}`, 'owner').send({ status });
        expect([res.status, res.body.data.status]).toEqual([200, status]);
      }
      const nonsense = await call('put', `/api/trips/${trip.id}`, 'owner').send({ status: 'paid' });
      expect([nonsense.status, nonsense.body.error.validation_errors[0].field]).toEqual([422, 'status']);
    });

    it("answers 404 before anything else on someone else's private trip", async () => {
      const trip = await createTrip('owner', { title: 'Private' });
      const res = await call('put', `/api/trips/${trip.id}`, 'other').send({ status: 'booked' });
      expect(res.status).toBe(404);
    });

    it('keeps a booked or completed trip in its status for the owner; repeating it is no change', async () => {
      const paid = await booked('Paid');
      const same = await call('put', `/api/trips/${paid.id}`, 'owner').send({
        status: 'booked',
        title: 'Paid, renamed',
      });
      expect([same.status, same.body.data.status, same.body.data.title]).toEqual([
        200,
        'booked',
        'Paid, renamed',
      ]);
      for (const status of ['pending', 'cancelled']) {
        const res = await call('patch', `/api/trips/${paid.id}`, 'owner').send({ status });
        expect([status, res.status, res.body.error?.type]).toEqual([status, 403, 'trip_locked']);
      }
      expect(await stateOf(paid)).toBe('booked');
      const done = await createTrip('owner', { title: 'Done', status: 'completed' });
      const reopened = await call('patch', `/api/trips/${done.id}`, 'owner').send({ status: 'active' });
      expect([reopened.status, reopened.body.error.type]).toEqual([403, 'trip_locked']);
      const completed = await call('patch', `/api/trips/${paid.id}`, 'owner').send({ status: 'completed' });
      expect(completed.status).toBe(403);
    });

    it('lets an editor of trips move a booked trip on, never into booked (admin routes too)', async () => {
      const paid = await booked('Paid, to cancel');
      const cancelled = await call('patch', `/api/trips/${paid.id}`, 'admin').send({ status: 'cancelled' });
      expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 'cancelled']);
      const rebooked = await call('put', `/api/admin/trips/${paid.id}`, 'admin').send({ status: 'booked' });
      expect([rebooked.status, rebooked.body.error.validation_errors[0].field]).toEqual([422, 'status']);
      expect(await stateOf(paid)).toBe('cancelled');

      const other = await booked('Paid, to complete');
      const kept = await call('put', `/api/admin/trips/${other.id}`, 'admin').send({
        status: 'booked',
        title: 'Kept',
      });
      expect([kept.status, kept.body.data.status]).toEqual([200, 'booked']);
      const done = await call('put', `/api/admin/trips/${other.id}`, 'admin').send({ status: 'completed' });
      expect([done.status, done.body.data.status]).toEqual([200, 'completed']);

      const before = await tripCount();
      const created = await call('post', '/api/admin/trips', 'admin').send({
        title: 'Staff booking',
        user_id: ids.other,
        status: 'booked',
      });
      expect([created.status, created.body.error.validation_errors[0].field]).toEqual([422, 'status']);
      expect(await tripCount()).toBe(before);
    });
  });

  describe("detach by the item's own id or a catalog id (item 14)", () => {
    it('removes an attached place by its itinerary item id, so the place can be attached again', async () => {
      const trip = await createTrip('owner', { title: 'Hotel stay' });
      await call('post', `/api/trips/${trip.id}/attach/hotel`, 'owner').send({ item_id: hotel.id });
      const row = ((await detail(trip)).itinerary_items as Item[])[0];
      const res = await call('delete', `/api/trips/${trip.id}/detach/${row.id}`, 'owner');
      expect([res.status, res.body.message]).toEqual([200, 'Item detached from trip successfully']);
      const after = await detail(trip);
      expect([after.itinerary_items, after.hotels]).toEqual([[], []]);
      const again = await call('post', `/api/trips/${trip.id}/attach/hotel`, 'owner').send({
        item_id: hotel.id,
      });
      expect(again.status).toBe(200);
    });

    it('keeps the place while another item still names it, and removes free-text items and destination visits', async () => {
      const trip = await createTrip('owner', {
        title: 'Twice the hotel',
        items: [
          { type: 'hotel', itemable_id: hotel.id, title: 'Night 1' },
          { type: 'hotel', itemable_id: hotel.id, title: 'Night 2' },
          { title: 'Picnic' },
        ],
      });
      await call('post', `/api/trips/${trip.id}/attach/destination`, 'owner').send({
        item_id: destination.id,
      });
      const rows = (await detail(trip)).itinerary_items as Item[];
      const byTitle = (title: string) => rows.find((row) => row.title === title)!;
      await call('delete', `/api/trips/${trip.id}/detach/${byTitle('Night 1').id}`, 'owner').expect(200);
      expect(((await detail(trip)).hotels as Item[]).map((h) => h.id)).toEqual([hotel.id]);
      await call('delete', `/api/trips/${trip.id}/detach/${byTitle('Night 2').id}`, 'owner').expect(200);
      await call('delete', `/api/trips/${trip.id}/detach/${byTitle('Picnic').id}`, 'owner').expect(200);
      const visit = rows.find((row) => row.itemable_type === 'destination')!;
      await call('delete', `/api/trips/${trip.id}/detach/${visit.id}`, 'owner').expect(200);
      const after = await detail(trip);
      expect([after.itinerary_items, after.hotels, after.destinations]).toEqual([[], [], []]);
    });

    it('still takes a catalog id when no item of the trip has that id, with the rows naming it (issue 34)', async () => {
      const trip = await createTrip('owner', { title: 'Flying', items: [{ title: 'Check-in' }] });
      const own = ((await detail(trip)).itinerary_items as Item[]).map((row) => row.id);
      // A flight whose id no item of this trip has, now or after the attach (new rows get higher ids).
      const highest = Number(
        ((await app.strapi.db.query('api::trip.itinerary-item').findOne({ orderBy: { id: 'desc' } })) as Item)
          .id,
      );
      const flight = flights.find((candidate) => candidate.id <= highest && !own.includes(candidate.id))!;
      await call('post', `/api/trips/${trip.id}/attach/flight`, 'owner')
        .send({ item_id: flight.id })
        .expect(200);
      const res = await call('delete', `/api/trips/${trip.id}/detach/${flight.id}`, 'owner');
      expect(res.status).toBe(200);
      const after = await detail(trip);
      expect([after.flights, (after.itinerary_items as Item[]).map((row) => row.title)]).toEqual([
        [],
        ['Check-in'],
      ]);
    });

    it("never detaches another trip's item through this trip", async () => {
      const theirs = await createTrip('other', { title: 'Theirs', items: [{ title: 'Their dinner' }] });
      const theirItem = ((await detail(theirs, 'other')).itinerary_items as Item[])[0];
      const mine = await createTrip('owner', { title: 'Mine, nothing attached' });
      const res = await call('delete', `/api/trips/${mine.id}/detach/${theirItem.id}`, 'owner');
      expect([res.status, res.body.error.message]).toEqual([404, 'Item not found attached to this trip']);
      expect(((await detail(theirs, 'other')).itinerary_items as Item[]).map((row) => row.id)).toEqual([
        theirItem.id,
      ]);
      // Nor through their trip: 404 (private) before anything else.
      expect((await call('delete', `/api/trips/${theirs.id}/detach/${theirItem.id}`, 'owner')).status).toBe(
        404,
      );
    });

    it('refuses an item of a locked trip with trip_locked', async () => {
      const paid = await booked('Paid, with a picnic');
      await app.strapi.db.query('api::trip.itinerary-item').create({
        data: { trip_id: paid.id, day_number: 1, item_order: 1, title: 'Picnic' },
      });
      const row = ((await detail(paid)).itinerary_items as Item[])[0];
      const res = await call('delete', `/api/trips/${paid.id}/detach/${row.id}`, 'owner');
      expect([res.status, res.body.error.type]).toEqual([403, 'trip_locked']);
      expect((await detail(paid)).itinerary_items).toHaveLength(1);
    });
  });
});
