import { bootStrapi, TestApp } from '../helpers/strapi';
import { haversineKm } from '../helpers/haversine';
import { createMatrixCallers } from '../helpers/users';
import { quotaOf, setQuota } from '../helpers/quota';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const km = haversineKm;

describe('the AI planner, review, enhance and concierge with the builtin engine (CONTRACT §4)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let paris: Json;
  const call = (method: 'get' | 'post' | 'put', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const plan = (body: Json, who = 'owner') => call('post', '/api/ai/plan', who).send(body);
  const catalogRecord = async (type: string, id: number) =>
    (await app.http().get(`/api/${type}s/${id}`)).body.data as Json;

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true', THROTTLE_AI: '100000/60,1000000/86400' } });
    await createMatrixCallers(app.strapi, 'ai.test', tokens, ids);
    paris = (await app.http().get('/api/destinations?search=Paris&per_page=1')).body.data[0];
    for (const name of ['owner', 'other', 'admin']) await setQuota(app.strapi, { id: ids[name] }, 1000);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /ai/plan', () => {
    let answer: Json;
    const fiveDays = () => ({
      destination_id: paris.id,
      no_of_days: 5,
      no_of_travelers: 2,
      interests: ['museums', 'history'],
      start_date: '2027-06-01',
    });
    beforeAll(async () => {
      const res = await plan(fiveDays());
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Itinerary generated successfully');
      answer = res.body.data;
    });

    it('answers the legacy shape, enriched, from the builtin engine', () => {
      expect(answer).toMatchObject({
        osrm_waypoints: 'Verified',
        engine: 'builtin',
        fallback: false,
        used_fallback: false,
        saved: true,
        cached: false,
      });
      expect(answer.days).toHaveLength(5);
      expect(answer.planned_items_count).toBe(
        answer.days.reduce((n: number, d: Json) => n + d.items.length, 0),
      );
    });

    it('names only real catalog records of the destination, with their coordinates and prices', async () => {
      for (const day of answer.days)
        for (const item of day.items) {
          const record = await catalogRecord(item.itemable_type, item.itemable_id);
          expect(record.destination_id).toBe(paris.id);
          expect([item.latitude, item.longitude]).toEqual([record.latitude, record.longitude]);
          const unit =
            item.itemable_type === 'hotel'
              ? record.price_per_night
              : item.itemable_type === 'restaurant'
                ? record.price_cents / 100
                : record.price;
          expect(item.price).toBe(unit);
        }
    });

    it('starts and ends each day at its hotel: the leg from it is an item, the distance the closed tour', () => {
      for (const day of answer.days) {
        const [first, second] = day.items;
        const last = day.items.at(-1);
        expect(first).toMatchObject({ type: 'HOTEL', itemable_type: 'hotel', estimated_cost: 0 });
        expect(first.travel_from_previous).toEqual({ distance_km: 0, duration_minutes: 0 });
        expect(last).toMatchObject({ type: 'HOTEL', itemable_id: first.itemable_id });
        expect(day.items.slice(1, -1).every((item: Json) => item.type !== 'HOTEL')).toBe(true);
        const hotel = { lat: first.latitude, lng: first.longitude };
        expect(second.travel_from_previous.distance_km).toBeCloseTo(
          km(hotel, { lat: second.latitude, lng: second.longitude }),
          1,
        );
        // Recomputed from the coordinates, not added up from the plan's own legs.
        let tour = 0;
        day.items.slice(1).forEach((item: Json, index: number) => {
          const previous = day.items[index];
          tour += km(
            { lat: previous.latitude, lng: previous.longitude },
            { lat: item.latitude, lng: item.longitude },
          );
        });
        expect(day.total_distance_km).toBeCloseTo(tour, 1);
        expect(minutes(first.start_time)).toBeGreaterThanOrEqual(9 * 60);
        expect(minutes(last.start_time)).toBeLessThanOrEqual(23 * 60 + 30);
        for (const meal of day.items.filter((item: Json) => item.type === 'RESTAURANT')) {
          const [from, to] = meal.meal === 'lunch' ? [12 * 60, 14 * 60] : [19 * 60, 21 * 60];
          expect(['lunch', 'dinner']).toContain(meal.meal);
          expect(minutes(meal.start_time)).toBeGreaterThanOrEqual(from);
          expect(minutes(meal.start_time)).toBeLessThanOrEqual(to);
        }
      }
    });

    it('times follow travel and opening hours, no sight twice, a restaurant once a day', async () => {
      const sights = new Set<number>();
      for (const day of answer.days) {
        let at = { lat: day.items[0].latitude, lng: day.items[0].longitude };
        let clock = 9 * 60;
        for (const item of day.items) {
          const here = { lat: item.latitude, lng: item.longitude };
          expect(item.travel_from_previous.distance_km).toBeCloseTo(km(at, here), 1);
          expect(minutes(item.start_time)).toBeGreaterThanOrEqual(
            clock + item.travel_from_previous.duration_minutes,
          );
          if (item.opening_hours) {
            const [opens, closes] = item.opening_hours.split('-').map(minutes);
            expect(minutes(item.start_time)).toBeGreaterThanOrEqual(opens);
            expect(minutes(item.end_time)).toBeLessThanOrEqual(closes < opens ? closes + 1440 : closes);
          }
          if (item.type === 'ATTRACTION') {
            expect(sights.has(item.itemable_id)).toBe(false);
            sights.add(item.itemable_id);
          }
          clock = item.end_time ? minutes(item.end_time) : minutes(item.start_time);
          at = here;
        }
        const restaurants = day.items
          .filter((i: Json) => i.type === 'RESTAURANT')
          .map((i: Json) => i.itemable_id);
        expect(new Set(restaurants).size).toBe(restaurants.length);
      }
    });

    it('saves a planned private trip: each day its stops and one hotel row for the night', async () => {
      const trip = (await call('get', `/api/trips/${answer.trip_id}`, 'owner')).body.data;
      expect(trip).toMatchObject({ status: 'planned', is_public: false, no_of_days: 5, no_of_travelers: 2 });
      expect(answer.items_count).toBe(answer.planned_items_count - answer.days.length);
      expect(trip.itinerary_items).toHaveLength(answer.items_count);
      for (const day of answer.days) {
        const rows = trip.itinerary_items.filter((row: Json) => row.day_number === day.day_number);
        const hotels = rows.filter((row: Json) => row.itemable_type === 'hotel');
        expect(hotels).toHaveLength(1);
        expect(hotels[0]).toMatchObject({
          itemable_id: day.items[0].itemable_id,
          estimated_cost: day.items.at(-1).estimated_cost,
        });
        expect(rows.map((row: Json) => row.itemable_id)).toEqual(
          day.items.slice(1).map((i: Json) => i.itemable_id),
        );
      }
      expect(trip.estimated_cost).toBeCloseTo(answer.estimated_budget, 2);
      expect(trip.destinations.map((d: Json) => d.id)).toEqual([paris.id]);
    });

    it('answers an identical request from the cache: no unit used, the same trip', async () => {
      const before = await quotaOf(app.strapi, { id: ids.owner });
      const res = await plan(fiveDays());
      expect(res.body.data).toMatchObject({ cached: true, trip_id: answer.trip_id });
      expect(await quotaOf(app.strapi, { id: ids.owner })).toEqual(before);
    });

    it('plans a country over its cities, and a city named in the legacy fields', async () => {
      const country = paris.country_id;
      const byCountry = await plan({ destination_country_id: country, no_of_days: 2, save: false });
      expect(byCountry.status).toBe(200);
      expect(byCountry.body.data).toMatchObject({ saved: false, trip_id: null });
      const byCity = await plan({ city: 'Paris', no_of_days: 1, save: false });
      expect(byCity.body.data.days[0].destination.id).toBe(paris.id);
    });

    it('stays within a budget it can meet, and says so when none can', async () => {
      const free = (await plan({ destination_id: paris.id, no_of_days: 3, save: false })).body.data;
      const tight = (
        await plan({
          destination_id: paris.id,
          no_of_days: 3,
          budget: free.estimated_budget * 0.6,
          save: false,
        })
      ).body.data;
      expect(tight.estimated_budget).toBeLessThanOrEqual(free.estimated_budget * 0.6);
      const none = (await plan({ destination_id: paris.id, no_of_days: 3, budget: '$10', save: false })).body
        .data;
      expect(none.warnings.map((w: Json) => w.code)).toContain('over_budget');
      expect(none.estimated_budget).toBeGreaterThan(10);
    });

    it('plans with a catalog edit at once (the cached catalog slice follows the catalog)', async () => {
      const body = { destination_id: paris.id, no_of_days: 1, save: false };
      const first = (await plan(body)).body.data;
      const hotelItem = first.days[0].items.at(-1);
      expect(hotelItem.itemable_type).toBe('hotel');
      const hotels = app.strapi.db.query('api::hotel.hotel');
      const hotel = await hotels.findOne({ where: { id: hotelItem.itemable_id } });
      // The editor's change goes through the query engine, as the admin panel's does (lifecycles fire);
      // a new name changes nothing the solver weighs, so the same hotel is chosen again.
      await hotels.update({ where: { id: hotel.id }, data: { name: `${hotel.name} Riverside` } });
      try {
        const again = (await plan({ ...body, no_of_travelers: 3 })).body.data;
        expect(again.days[0].items.at(-1)).toMatchObject({
          itemable_id: hotel.id,
          title: expect.stringContaining(`${hotel.name} Riverside`),
        });
      } finally {
        await hotels.update({ where: { id: hotel.id }, data: { name: hotel.name } });
      }
    });

    it.each([
      [{ destination_id: 1 }, 'no_of_days'],
      [{ destination_id: 1, no_of_days: 61 }, 'no_of_days'],
      [{ destination_id: 1, no_of_days: 0 }, 'no_of_days'],
      [{ no_of_days: 2 }, 'destination_country_id'],
      [{ city: 'Atlantis', no_of_days: 2 }, 'city'],
      [{ destination_id: 999999, no_of_days: 2 }, 'destination_id'],
      [{ destination_country_id: 999999, no_of_days: 2 }, 'destination_country_id'],
      [{ destination_id: 1, no_of_days: 2, budget_tier: 5 }, 'budget_tier'],
      [{ destination_id: 1, no_of_days: 2, no_of_travelers: 0 }, 'no_of_travelers'],
    ])('refuses %j with 422 on %s and uses no quota', async (body, field) => {
      const before = await quotaOf(app.strapi, { id: ids.owner });
      for (const path of ['/api/ai/plan', '/api/review', '/api/trips/generate-ai']) {
        const res = await call('post', path, 'owner').send(body);
        expect(res.status).toBe(422);
        expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
      }
      expect(await quotaOf(app.strapi, { id: ids.owner })).toEqual(before);
    });
  });

  describe('the quota', () => {
    it('gives 50 concurrent requests on 5 units exactly 5 plans and 45 × 402', async () => {
      await setQuota(app.strapi, { id: ids.other }, 10, 5);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          plan({ destination_id: paris.id, no_of_days: 1 + (i % 3), budget: 5000 + i, save: false }, 'other'),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 402)).toHaveLength(45);
      const refused = answers.find((res) => res.status === 402)!;
      expect(refused.body.error).toMatchObject({
        type: 'ai_quota_exhausted',
        quota: { total: 10, used: 10, remaining: 0 },
      });
      expect(await quotaOf(app.strapi, { id: ids.other })).toEqual({ total: 10, used: 10 });
      // A cached repeat of a delivered plan is still answered, for free.
      const delivered = answers.findIndex((res) => res.status === 200);
      const repeat = await plan(
        { destination_id: paris.id, no_of_days: 1 + (delivered % 3), budget: 5000 + delivered, save: false },
        'other',
      );
      expect(repeat.status).toBe(200);
      expect(repeat.body.data.cached).toBe(true);
    });

    it('gives the unit back when the work fails with no result', async () => {
      const empty = await app.strapi.db.query('api::destination.destination').create({
        data: {
          name: 'Nowhere Without Hotels',
          city_name: 'Nowhere',
          latitude: 10,
          longitude: 10,
          locale: 'en',
        },
      });
      await setQuota(app.strapi, { id: ids.admin }, 3, 1);
      const res = await plan({ destination_id: empty.id, no_of_days: 2 }, 'admin');
      expect(res.status).toBe(422);
      expect(res.body.error.type).toBe('catalog_incomplete');
      expect(await quotaOf(app.strapi, { id: ids.admin })).toEqual({ total: 3, used: 1 });
    });
  });

  describe('review, enhance, concierge', () => {
    let tripId: number;
    beforeAll(async () => {
      const res = await plan({
        destination_id: paris.id,
        no_of_days: 2,
        start_date: '2027-07-01',
        budget: 100000,
      });
      tripId = res.body.data.trip_id;
    });

    it('reviews a trip with computed findings, then from the cache for free', async () => {
      const attraction = (await app.http().get(`/api/attractions?destination_id=${paris.id}&per_page=1`)).body
        .data[0];
      // An early visit of a sight that opens later, and a day without a hotel.
      const added = await call('post', `/api/trips/${tripId}/attach/attraction`, 'owner').send({
        item_id: attraction.id,
        day_number: 3,
      });
      expect(added.status).toBeLessThan(300);
      const item = (await call('get', `/api/trips/${tripId}`, 'owner')).body.data.itinerary_items.at(-1);
      await call('put', `/api/trips/${tripId}/items/${item.id}`, 'owner').send({ time_slot: '05:00' });
      await app.strapi.db.query('api::trip.trip').update({ where: { id: tripId }, data: { no_of_days: 4 } });
      const res = await call('get', `/api/review/${tripId}`, 'owner');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Trip reviewed successfully');
      const text = res.body.data.suggestions.join('\n');
      expect(text).toContain(`${attraction.name} opens at`);
      expect(text).toContain('Day 3 has no hotel for the night.');
      expect(text).toContain('Day 4 has nothing planned yet.');
      expect(res.body.data).toMatchObject({ engine: 'builtin', fallback: false, cached: false });
      const before = await quotaOf(app.strapi, { id: ids.owner });
      for (const path of [`/api/ai/review/${tripId}`, `/api/v1/review/${tripId}`]) {
        const again = await call('post', path, 'owner');
        expect(again.body.data).toMatchObject({ cached: true, suggestions: res.body.data.suggestions });
      }
      expect(await quotaOf(app.strapi, { id: ids.owner })).toEqual(before);
    });

    it("answers 404 for a missing trip or someone else's private one", async () => {
      expect((await call('get', '/api/review/999999', 'owner')).status).toBe(404);
      expect((await call('get', `/api/review/${tripId}`, 'other')).status).toBe(404);
      expect(
        (await call('post', `/api/trips/${tripId}/concierge`, 'other').send({ message: 'hi' })).status,
      ).toBe(404);
    });

    it('tidies a text with the builtin engine and says so', async () => {
      const before = await quotaOf(app.strapi, { id: ids.owner });
      const res = await call('post', '/api/enhance', 'owner').send({
        content: '  paris in spring   .we loved it ,really',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Content enhanced successfully',
        data: 'Paris in spring. We loved it, really.',
        meta: { engine: 'builtin', fallback: false, tidied_only: true },
      });
      expect((await quotaOf(app.strapi, { id: ids.owner })).used).toBe(before.used + 1);
    });

    it("answers the concierge from the trip's real items and the catalog, plainly otherwise", async () => {
      const trip = (await call('get', `/api/trips/${tripId}`, 'owner')).body.data;
      const day1 = trip.itinerary_items.filter((i: Json) => i.day_number === 1);
      const ask = async (message: string) => {
        const res = await call('post', `/api/trips/${tripId}/concierge`, 'owner').send({ message });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ engine: 'builtin', fallback: false });
        return res.body.data.response as string;
      };
      const schedule = await ask('What is the schedule of day 1?');
      for (const item of day1) expect(schedule).toContain(item.title);
      expect(await ask('How much does the trip cost?')).toContain('adds up to');
      const sight = day1.find((i: Json) => i.itemable_type === 'attraction');
      expect(await ask(`What is near ${sight.title}?`)).toContain(`Near ${sight.title}:`);
      expect(await ask('Do I need a visa?')).toContain('I cannot answer that question');
    });
  });

  describe('who may call', () => {
    const routes: Array<[string, string, Json]> = [
      ['post', '/api/ai/plan', { destination_id: 1, no_of_days: 1 }],
      ['post', '/api/trips/generate-ai', { destination_id: 1, no_of_days: 1 }],
      ['post', '/api/trips/ai-generate', { destination_id: 1, no_of_days: 1 }],
      ['post', '/api/review', { destination_id: 1, no_of_days: 1 }],
      ['get', '/api/review/1', {}],
      ['post', '/api/review/1', {}],
      ['get', '/api/ai/review/1', {}],
      ['post', '/api/ai/review/1', {}],
      ['get', '/api/v1/review/1', {}],
      ['post', '/api/v1/ai/review/1', {}],
      ['post', '/api/enhance', { content: 'x' }],
      ['post', '/api/trips/1/concierge', { message: 'x' }],
    ];
    it.each(routes)('%s %s: 401 anonymous, 403 unverified', async (method, path, body) => {
      const anonymous = await app.http()[method as 'post'](path).send(body);
      expect(anonymous.status).toBe(401);
      const unverified = await call(method as 'post', path, 'unverified').send(body);
      expect(unverified.status).toBe(403);
    });
  });
});
