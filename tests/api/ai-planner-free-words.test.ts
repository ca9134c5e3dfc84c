import { type AiApp, startAiApp } from '../helpers/ai-app';
import { quotaOf } from '../helpers/quota';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * CONTRACT §10: the planner's budget_tier, travel_style, travel_party and interests are free strings
 * as in the legacy service — matched case-insensitively, ignored with a warning, never a 422.
 */
describe("the AI planner takes the legacy frontend's free words (CONTRACT §10)", () => {
  let app: AiApp['app'];
  let ids: AiApp['ids'];
  let tokens: AiApp['tokens'];
  let paris: Json;
  let plan: (body: Json, path?: string) => ReturnType<AiApp['plan']>;
  let parisHotels: Json[];
  const ignoredFields = (answer: Json) =>
    answer.warnings.filter((w: Json) => w.code === 'preference_ignored').map((w: Json) => w.field);

  /** What the legacy frontend's AI planner page posts. */
  const legacyBody = () => ({
    destination: 'Paris',
    no_of_days: 3,
    start_date: '2027-09-01',
    budget_tier: 'Luxury',
    travel_style: 'Luxury',
    travel_party: 'Couple / Romantic',
    interests: ['History & Culture', 'Food & Dining', 'Art & Museums'],
  });

  beforeAll(async () => {
    const ai = await startAiApp('ai.words.test');
    ({ app, ids, tokens, paris } = ai);
    plan = (body, path) => ai.plan(body, 'owner', path);
    parisHotels = (await app.http().get(`/api/hotels?destination_id=${paris.id}&per_page=100`)).body.data;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the legacy body, exactly', () => {
    let answer: Json;
    beforeAll(async () => {
      const res = await plan(legacyBody());
      expect(res.status).toBe(200);
      answer = res.body.data;
    });

    it('is understood: a luxury plan for a couple, by the interests', () => {
      expect(answer.request).toMatchObject({
        budget_tier: 'luxury',
        travel_party: 'couple',
        travel_style: 'Luxury',
        no_of_travelers: 2,
        interests: ['History & Culture', 'Food & Dining', 'Art & Museums'],
      });
      expect(answer.request.interest_categories).toEqual(
        expect.arrayContaining(['historical_sites', 'museums', 'fine_dining']),
      );
      expect(ignoredFields(answer)).toEqual([]);
      // Luxury: the dearest hotel of the city, every night.
      const dearest = Math.max(...parisHotels.map((hotel) => hotel.price_per_night));
      for (const day of answer.days) expect(day.items[0].price).toBe(dearest);
    });

    it('carries `meta` as the legacy display line the planner page prints, the summary in `request`', () => {
      expect(answer.meta).toBe(`3 Days • ${paris.name} • couple • luxury`);
      expect(answer.request.destinations).toEqual([{ id: paris.id, name: paris.name }]);
      expect(answer.request).toMatchObject({ no_of_days: 3, start_date: '2027-09-01', budget: null });
    });

    it('answers days that start and end at their hotel, with sights and meals between', () => {
      expect(answer.days).toHaveLength(3);
      for (const day of answer.days) {
        const [first, ...rest] = day.items;
        const last = rest.at(-1);
        expect(first).toMatchObject({ type: 'HOTEL', itemable_type: 'hotel' });
        expect(last).toMatchObject({ type: 'HOTEL', itemable_id: first.itemable_id });
        const between = rest.slice(0, -1);
        expect(between.some((item: Json) => item.type === 'ATTRACTION')).toBe(true);
        expect(between.filter((item: Json) => item.type === 'RESTAURANT')).toHaveLength(2);
        // Meals and sights are priced for two.
        for (const item of between) expect(item.estimated_cost).toBeCloseTo(item.price * 2, 2);
      }
    });

    it('lands on the saved trip: planned, for two, the words as sent, one hotel row a night', async () => {
      expect(answer).toMatchObject({ saved: true, cached: false });
      const trip = (
        await app.http().get(`/api/trips/${answer.trip_id}`).set('Authorization', `Bearer ${tokens.owner}`)
      ).body.data;
      expect(trip).toMatchObject({
        status: 'planned',
        no_of_days: 3,
        no_of_travelers: 2,
        travel_style: 'Luxury',
        interests: ['History & Culture', 'Food & Dining', 'Art & Museums'],
        start_date: '2027-09-01',
      });
      expect(trip.itinerary_items).toHaveLength(answer.items_count);
      for (const day of answer.days) {
        const rows = trip.itinerary_items.filter((row: Json) => row.day_number === day.day_number);
        expect(rows.filter((row: Json) => row.itemable_type === 'hotel')).toHaveLength(1);
        expect(rows).toHaveLength(day.items.length - 1);
      }
      expect(trip.estimated_cost).toBeCloseTo(answer.estimated_budget, 2);
    });

    it('is taken the same way by the legacy aliases', async () => {
      for (const path of ['/api/trips/generate-ai', '/api/trips/ai-generate', '/api/review']) {
        const res = await plan({ ...legacyBody(), save: false, no_of_days: 1 }, path);
        expect(res.status).toBe(200);
        expect(res.body.data.request).toMatchObject({ budget_tier: 'luxury', travel_party: 'couple' });
      }
    });
  });

  it.each([
    ['BUDGET', 'low'],
    ['economy', 'low'],
    ['Moderate', 'medium'],
    ['mid-range', 'medium'],
    ['Comfort', 'high'],
    ['premium', 'high'],
    ['LUXURY', 'luxury'],
  ])('maps the budget tier %j onto %s', async (word, tier) => {
    const res = await plan({ destination_id: paris.id, no_of_days: 1, budget_tier: word, save: false });
    expect(res.status).toBe(200);
    expect(res.body.data.request.budget_tier).toBe(tier);
    expect(ignoredFields(res.body.data)).toEqual([]);
  });

  it('ignores, with a warning each, words that match nothing — and still plans and saves', async () => {
    const res = await plan({
      destination_id: paris.id,
      no_of_days: 2,
      budget_tier: 'whatever fits',
      travel_style: 'Slow travel',
      travel_party: 'Astronauts',
      interests: ['Underwater Basket Weaving', 'history', 'x'.repeat(500)],
    });
    expect(res.status).toBe(200);
    const answer = res.body.data;
    expect(ignoredFields(answer)).toEqual(['budget_tier', 'travel_party', 'travel_style', 'interests']);
    const [interests] = answer.warnings.filter((w: Json) => w.field === 'interests');
    expect(interests.message).toContain('"Underwater Basket Weaving"');
    // The ignored party and tier are not printed: the line says what the plan was made for.
    expect(answer.meta).toBe(`2 Days • ${paris.name}`);
    expect(answer.request).toMatchObject({
      budget_tier: null,
      travel_party: null,
      no_of_travelers: 1,
      interest_categories: ['historical_sites'],
    });
    expect(answer.days).toHaveLength(2);
    expect(answer.saved).toBe(true);
    const trip = (
      await app.http().get(`/api/trips/${answer.trip_id}`).set('Authorization', `Bearer ${tokens.owner}`)
    ).body.data;
    // The trip keeps what its own fields hold: the 500-character interest is not one of them.
    expect(trip).toMatchObject({
      travel_style: 'Slow travel',
      interests: ['Underwater Basket Weaving', 'history'],
    });
  });

  it('never answers 422 for a string, however long or odd', async () => {
    const res = await plan({
      destination_id: paris.id,
      no_of_days: 1,
      save: false,
      budget_tier: 'x'.repeat(5000),
      travel_style: 'y'.repeat(5000),
      travel_party: '',
      interests: 'Nature & Outdoors, Nightlife',
    });
    expect(res.status).toBe(200);
    expect(ignoredFields(res.body.data)).toEqual(['budget_tier', 'travel_style']);
    expect(res.body.data.request.interest_categories).toEqual(['nature_parks', 'nightlife']);
  });

  it.each([
    [{ budget_tier: 3 }, 'budget_tier'],
    [{ travel_party: true }, 'travel_party'],
    [{ travel_style: { name: 'Luxury' } }, 'travel_style'],
    [{ interests: ['History', { name: 'Art' }] }, 'interests'],
    [{ interests: 42 }, 'interests'],
  ])('refuses a value that is not a string, %j, with 422 and uses no quota', async (fields, field) => {
    const before = await quotaOf(app.strapi, { id: ids.owner });
    const res = await plan({ destination_id: paris.id, no_of_days: 1, ...fields });
    expect(res.status).toBe(422);
    expect(res.body.error.type).toBe('validation_error');
    expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
    expect(await quotaOf(app.strapi, { id: ids.owner })).toEqual(before);
  });
});
