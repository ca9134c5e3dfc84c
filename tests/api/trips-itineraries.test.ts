import type { TestApp } from '../helpers/strapi';
import { bootTrips, Item, itinerary, Json, tripShortcuts } from '../helpers/trips';

describe('trips: itineraries from every legacy body, attach, detach, items, lock (CONTRACT §3, §4)', () => {
  let app: TestApp;
  let hotel: Item;
  let restaurant: Item;
  let attraction: Item;
  let flight: Item;
  let destination: Item;
  const { tokens, ids, call, createTrip, tripIn } = tripShortcuts(() => app);
  beforeAll(async () => {
    ({ app, hotel, restaurant, attraction, flight, destination } = await bootTrips(tokens, ids));
  });
  afterAll(() => app?.close());

  describe('creation from every legacy body form', () => {
    const items = () => [
      { type: 'hotel', itemable_id: hotel.id, time: '09:00', price: 120, description: 'Check in' },
      {
        type: 'attraction',
        name: 'Old town walk',
        time_slot: '11:00',
        estimated_cost: 15.5,
        notes: 'Bring water',
      },
    ];

    it('days[], plan.days[] and a flat items[] make the same itinerary', async () => {
      const fromDays = await createTrip('owner', {
        title: 'Days',
        days: [
          { day_number: 1, items: items() },
          { day_number: 2, items: [{ type: 'restaurant', id: restaurant.id }] },
        ],
      });
      const fromPlan = await createTrip('owner', {
        title: 'Plan',
        plan: { days: [{ items: items() }, { items: [{ type: 'restaurant', id: restaurant.id }] }] },
      });
      const fromItems = await createTrip('owner', {
        title: 'Items',
        items: [...items(), { type: 'restaurant', itemable_id: restaurant.id, day_number: 2 }],
      });
      expect(itinerary(fromPlan)).toEqual(itinerary(fromDays));
      expect(itinerary(fromItems)).toEqual(itinerary(fromDays));
      expect(itinerary(fromDays)).toEqual([
        {
          day_number: 1,
          title: hotel.name,
          notes: 'Check in',
          time_slot: '09:00',
          estimated_cost: 120,
          itemable_type: 'hotel',
          itemable_id: hotel.id,
        },
        {
          day_number: 1,
          title: 'Old town walk',
          notes: 'Bring water',
          time_slot: '11:00',
          estimated_cost: 15.5,
          itemable_type: null,
          itemable_id: null,
        },
        {
          day_number: 2,
          title: restaurant.name,
          notes: null,
          time_slot: null,
          estimated_cost: null,
          itemable_type: 'restaurant',
          itemable_id: restaurant.id,
        },
      ]);
      // A named catalog record is attached too, and shown with its record.
      expect((fromDays.hotels as Item[]).map((h) => h.id)).toEqual([hotel.id]);
      expect((fromDays.itinerary_items as Item[])[0].itemable).toMatchObject({
        id: hotel.id,
        name: hotel.name,
      });
    });

    it('applies the legacy defaults and coercions, and stores no_of_travelers', async () => {
      const trip = await createTrip('owner', {
        title: 'Defaults',
        interests: 'food, museums ,',
        budget: '$1,500',
        no_of_travelers: 4,
        start_date: '2027-03-01',
        city: String(destination.name).toUpperCase(),
      });
      expect(trip).toMatchObject({
        travel_style: 'cultural',
        no_of_days: 3,
        start_date: '2027-03-01',
        end_date: '2027-03-04',
        status: 'pending',
        budget: 1500,
        interests: ['food', 'museums'],
        no_of_travelers: 4,
        is_public: false,
        user_id: ids.owner,
      });
      expect((trip.destinations as Item[]).map((d) => [d.id, (d.pivot as Json).day_number])).toEqual([
        [destination.id, 1],
      ]);
    });

    it.each([
      [{ budget: 5 }, 'title'],
      [{ title: 'x', no_of_travelers: 0 }, 'no_of_travelers'],
      [{ title: 'x', start_date: '2027-05-02', end_date: '2027-05-01' }, 'end_date'],
      [{ title: 'x', status: 'paid' }, 'status'],
      [{ title: 'x', destination_id: 99999 }, 'destination_id'],
      [{ title: 'x', days: 'monday' }, 'days'],
    ])('refuses %j with 422 on %s, writing nothing', async (body, field) => {
      const before = await app.strapi.db.query('api::trip.trip').count();
      const res = await call('post', '/api/trips', 'owner').send(body);
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
      expect(await app.strapi.db.query('api::trip.trip').count()).toBe(before);
    });
  });

  describe('attach, detach, items, lock', () => {
    let trip: Item;
    beforeAll(async () => {
      trip = await createTrip('owner', { title: 'Attachments' });
    });

    it('checks in the legacy order: 404, 403, 403 trip_locked, 404 (unknown type), 422, 404, 409', async () => {
      const locked = await tripIn('booked', { title: 'Locked', is_public: true });
      const attempts: Array<[string, string, Json, number, string]> = [
        ['owner', '/api/trips/999999/attach/hotel', { item_id: hotel.id }, 404, 'not_found'],
        ['other', `/api/trips/${locked.id}/attach/nonsense`, {}, 403, 'forbidden'],
        ['owner', `/api/trips/${locked.id}/attach/nonsense`, {}, 403, 'trip_locked'],
        ['owner', `/api/trips/${trip.id}/attach/spaceship`, {}, 404, 'not_found'],
        ['owner', `/api/trips/${trip.id}/attach/hotel`, {}, 422, 'validation_error'],
        ['owner', `/api/trips/${trip.id}/attach/hotel`, { item_id: 999999 }, 404, 'not_found'],
      ];
      for (const [who, path, body, status, type] of attempts) {
        const res = await call('post', path, who).send(body);
        expect([path, res.status, res.body.error?.type]).toEqual([path, status, type]);
      }
      const ok = await call('post', `/api/trips/${trip.id}/attach/Hotels`, 'owner').send({
        id: hotel.id,
        day: 2,
      });
      expect([ok.status, ok.body.message, ok.body.data]).toEqual([
        200,
        'Hotel attached to trip Day 2 successfully',
        null,
      ]);
      const again = await call('post', `/api/trips/${trip.id}/attach/hotel`, 'owner').send({
        item_id: hotel.id,
      });
      expect([again.status, again.body.error.type]).toEqual([409, 'already_attached']);
      expect(
        (await call('post', `/api/trips/${trip.id}/attach/hotel`, 'owner').send({})).body.error
          .validation_errors,
      ).toEqual([{ field: 'item_id', message: 'Item ID is required' }]);
    });

    it('attaches every type (airports are flights) with an itinerary row priced from the catalog', async () => {
      for (const [type, record] of [
        ['AIRPORTS', flight],
        ['restaurant', restaurant],
        ['attractions', attraction],
        ['destination', destination],
      ] as const) {
        const res = await call('post', `/api/trips/${trip.id}/attach/${type}`, 'owner').send({
          item_id: record.id,
          day_number: 3,
        });
        expect([type, res.status]).toEqual([type, 200]);
      }
      const detail = (await call('get', `/api/trips/${trip.id}`, 'owner')).body.data;
      expect((detail.flights as Item[]).map((f) => f.id)).toEqual([flight.id]);
      expect((detail.destinations as Item[]).map((d) => d.id)).toEqual([destination.id]);
      const hotelRow = (detail.itinerary_items as Item[]).find((item) => item.itemable_type === 'hotel')!;
      expect(hotelRow).toMatchObject({
        day_number: 2,
        time_slot: '10:00 AM',
        notes: 'Attached to Day 2',
        estimated_cost: hotel.price_per_night,
      });
    });

    it('updates an item by its id or catalog id, moves a destination visit, 404 otherwise', async () => {
      const detail = (await call('get', `/api/trips/${trip.id}`, 'owner')).body.data;
      const row = (detail.itinerary_items as Item[])[0];
      expect(
        (
          await call('put', `/api/trips/${trip.id}/items/${row.id}`, 'owner').send({
            title: 'Renamed',
            estimated_cost: 10,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call('put', `/api/trips/${trip.id}/items/${flight.id}`, 'owner').send({
            notes: 'Window seat',
          })
        ).body.message,
      ).toBe('Itinerary item updated successfully');
      await call('put', `/api/trips/${trip.id}/items/${destination.id}`, 'owner').send({ day_number: 5 });
      const after = (await call('get', `/api/trips/${trip.id}`, 'owner')).body.data;
      expect((after.itinerary_items as Item[]).find((i) => i.id === row.id)).toMatchObject({
        title: 'Renamed',
        estimated_cost: 10,
      });
      expect(
        (after.itinerary_items as Item[]).find(
          (i) => i.itemable_id === flight.id && i.itemable_type === 'flight',
        ),
      ).toMatchObject({ notes: 'Window seat' });
      expect(
        call('put', `/api/trips/${trip.id}/items/999999`, 'owner').send({ notes: 'x' }),
      ).resolves.toMatchObject({ status: 404 });
    });

    it('detaches the first match, taking its itinerary rows with it', async () => {
      const before = (await call('get', `/api/trips/${trip.id}`, 'owner')).body.data;
      const isFlight = (i: Item) => i.itemable_type === 'flight' && i.itemable_id === flight.id;
      expect((before.itinerary_items as Item[]).filter(isFlight)).toHaveLength(1);
      const res = await call('delete', `/api/trips/${trip.id}/detach/${flight.id}`, 'owner');
      expect([res.status, res.body.message]).toEqual([200, 'Item detached from trip successfully']);
      const after = (await call('get', `/api/trips/${trip.id}`, 'owner')).body.data;
      expect(after.flights).toEqual([]);
      // The legacy service left the row behind (a quirk): the place is gone.
      const ids = (items: Item[]) => items.map((i) => i.id);
      expect(ids(after.itinerary_items)).toEqual(
        ids((before.itinerary_items as Item[]).filter((i) => !isFlight(i))),
      );
      const missing = await call('delete', `/api/trips/${trip.id}/detach/${flight.id}`, 'owner');
      expect([missing.status, missing.body.error.message]).toEqual([
        404,
        'Item not found attached to this trip',
      ]);
    });

    it('locks booked and completed trips for itinerary changes, in one place', async () => {
      for (const status of ['booked', 'completed']) {
        const locked = await tripIn(status, { title: `Locked ${status}` });
        const attempts = [
          call('post', `/api/trips/${locked.id}/attach/hotel`, 'owner').send({ item_id: hotel.id }),
          call('delete', `/api/trips/${locked.id}/detach/${hotel.id}`, 'owner'),
          call('put', `/api/trips/${locked.id}/items/1`, 'owner').send({ notes: 'x' }),
          call('put', `/api/trips/${locked.id}`, 'owner').send({ start_date: '2030-01-01' }),
          call('patch', `/api/trips/${locked.id}`, 'admin').send({ no_of_travelers: 3 }),
        ];
        for (const res of await Promise.all(attempts))
          expect([res.status, res.body.error?.type]).toEqual([403, 'trip_locked']);
        // What the booking does not depend on stays editable.
        const renamed = await call('put', `/api/trips/${locked.id}`, 'owner').send({
          title: 'Still mine',
          is_public: true,
        });
        expect([renamed.status, renamed.body.data.title]).toEqual([200, 'Still mine']);
      }
    });
  });
});
