import { type AiApp, startAiApp } from '../helpers/ai-app';
import { quotaOf } from '../helpers/quota';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('AI review, enhance and concierge with the builtin engine, and who may call the AI routes (CONTRACT §4)', () => {
  let app: AiApp['app'];
  let paris: Json;
  let ids: AiApp['ids'];
  let call: AiApp['call'];
  let plan: AiApp['plan'];

  beforeAll(async () => {
    ({ app, paris, ids, call, plan } = await startAiApp('ai.assist.test'));
  });
  afterAll(async () => {
    await app?.close();
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
