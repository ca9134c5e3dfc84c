import { type AiApp, startAiApp } from '../helpers/ai-app';
import { haversineKm } from '../helpers/haversine';
import { quotaOf, setQuota } from '../helpers/quota';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const km = haversineKm;

describe('the AI planner with the builtin engine (CONTRACT §4)', () => {
  let app: AiApp['app'];
  let paris: Json;
  let ids: AiApp['ids'];
  let call: AiApp['call'];
  let plan: AiApp['plan'];
  const catalogRecord = async (type: string, id: number) =>
    (await app.http().get(`/api/${type}s/${id}`)).body.data as Json;

  beforeAll(async () => {
    ({ app, paris, ids, call, plan } = await startAiApp('ai.test'));
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

    it('saves a plan of exactly 60 days; 61 is 422 and stores no trip (CONTRACT §10)', async () => {
      const trips = () => app.strapi.db.query('api::trip.trip').count();
      const before = Number(await trips());
      expect((await plan({ destination_id: paris.id, no_of_days: 61 })).status).toBe(422);
      expect(Number(await trips())).toBe(before);
      const res = await plan({ destination_id: paris.id, no_of_days: 60, start_date: '2027-01-01' });
      expect([res.status, res.body.data.saved]).toEqual([200, true]);
      const saved = await call('get', `/api/trips/${res.body.data.trip_id}`, 'owner');
      expect(saved.body.data).toMatchObject({ no_of_days: 60, end_date: '2027-03-02' });
      const days = (saved.body.data.itinerary_items as Json[]).map((item) => item.day_number);
      expect(Math.max(...days)).toBe(60);
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
});
