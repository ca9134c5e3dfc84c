import { bootStrapi, TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';
import { quotaOf, setQuota } from '../helpers/quota';
import { content, FakeOpenAi, startFakeOpenAi } from '../helpers/fake-openai';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const minutes = (hours: string) => Number(hours.slice(0, 2)) * 60 + Number(hours.slice(3, 5));

describe('the openai engine behind the verifier (CONTRACT §4): verified, repaired or replaced', () => {
  let app: TestApp;
  let model: FakeOpenAi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let paris: Json;
  let hotel: Json;
  let sights: Json[];
  let lunch: Json;
  let dinner: Json;

  const call = (method: 'get' | 'post', path: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens.owner}`);
  const plan = (days: number) =>
    call('post', '/api/ai/plan').send({
      destination_id: paris.id,
      no_of_days: days,
      budget: 90000 + Math.random(),
    });
  const day = (n: number, names: string[]) => ({
    day_number: n,
    hotel: hotel.name,
    items: [
      { name: names[0], type: 'attraction', time: '09:30' },
      { name: lunch.name, type: 'restaurant', time: '12:30' },
      ...names.slice(1).map((name) => ({ name, type: 'attraction', time: '15:00' })),
      { name: dinner.name, type: 'restaurant', time: '19:30' },
    ],
  });
  const draft = (days: object[]) => ({ title: 'Paris by the model', description: 'Museums and food.', days });
  const used = async () => (await quotaOf(app.strapi, { id: ids.owner })).used;

  beforeAll(async () => {
    model = await startFakeOpenAi();
    app = await bootStrapi({
      env: {
        SEED_CATALOG: 'true',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${model.url}/v1`,
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '400',
        THROTTLE_AI: '100000/60,1000000/86400',
      },
    });
    await createMatrixCallers(app.strapi, 'model.test', tokens, ids);
    await setQuota(app.strapi, { id: ids.owner }, 1000);
    paris = (await app.http().get('/api/destinations?search=Paris&per_page=1')).body.data[0];
    const list = async (type: string) =>
      (await app.http().get(`/api/${type}?destination_id=${paris.id}&per_page=100`)).body.data as Json[];
    hotel = (await list('hotels'))[0];
    // Short visits that open early enough for a morning and an afternoon slot.
    sights = (await list('attractions'))
      .filter((a) => a.opening_hours && minutes(a.opening_hours) <= 10 * 60 && a.duration_minutes <= 120)
      .filter((a) => minutes(a.opening_hours.slice(6)) >= 18 * 60);
    const restaurants = (await list('restaurants')).filter((r) => minutes(r.opening_hours) <= 12 * 60);
    [lunch, dinner] = restaurants;
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });
  beforeEach(() => {
    model.requests.length = 0;
  });

  it('delivers a valid model plan as the model made it, asked with a strict JSON schema', async () => {
    expect(sights.length).toBeGreaterThanOrEqual(4);
    model.reply = () =>
      content(draft([day(1, [sights[0].name, sights[1].name]), day(2, [sights[2].name, sights[3].name])]));
    const before = await used();
    const res = await plan(2);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      engine: 'openai',
      fallback: false,
      repaired: false,
      violations: [],
      title: 'Paris by the model',
    });
    const names = res.body.data.days.map((d: Json) => d.items.map((i: Json) => i.title));
    expect(names[0]).toEqual([
      `Leave ${hotel.name}`,
      sights[0].name,
      `Lunch at ${lunch.name}`,
      sights[1].name,
      `Dinner at ${dinner.name}`,
      `Overnight at ${hotel.name}`,
    ]);
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request.model).toBe('test-model');
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'trip_plan', strict: true },
    });
    expect(model.authorizations[0]).toBe('Bearer sk-test');
    expect(await used()).toBe(before + 1);
  });

  it.each([
    ['invalid JSON', () => content('{"days": [')],
    ['JSON that is not the schema', () => content({ plan: 'Paris' })],
    [
      'places that do not exist',
      () =>
        content(
          draft([
            {
              day_number: 1,
              hotel: 'Hotel Imaginaire',
              items: [{ name: 'The Floating Castle', type: 'attraction', time: '09:00' }],
            },
          ]),
        ),
    ],
    ['an HTTP 500', () => ({ kind: 'status' as const, status: 500 })],
    ['a timeout', () => ({ kind: 'hang' as const })],
  ])('replaces %s with the builtin plan (fallback: true), and the unit is kept', async (_case, reply) => {
    model.reply = reply;
    const before = await used();
    const res = await plan(1);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      engine: 'builtin',
      fallback: true,
      used_fallback: true,
      saved: true,
    });
    expect(JSON.stringify(res.body.data)).not.toMatch(/Floating Castle|Imaginaire/);
    expect(await used()).toBe(before + 1);
    const record = await app.strapi.db
      .query('plugin::ai.ai-generation')
      .findOne({ where: { user_id: ids.owner }, orderBy: { id: 'desc' } });
    expect(record).toMatchObject({ kind: 'plan', engine: 'builtin', fallback: true, state: 'fallback' });
  });

  it('drops the names it cannot match and keeps the real ones', async () => {
    const withGhost = day(1, [sights[0].name, 'The Floating Castle']);
    model.reply = () => content(draft([withGhost]));
    const res = await plan(1);
    expect(res.body.data).toMatchObject({ engine: 'openai', fallback: false });
    const titles = res.body.data.days[0].items.map((i: Json) => i.title);
    expect(titles).toContain(sights[0].name);
    expect(titles.join()).not.toContain('Floating Castle');
  });

  it('sends a plan that breaks the rules back once with its violations, then repairs it with the solver', async () => {
    // The same sight on both days, twice.
    const broken = draft([
      day(1, [sights[0].name, sights[1].name]),
      day(2, [sights[0].name, sights[2].name]),
    ]);
    model.reply = () => content(broken);
    const res = await plan(2);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ engine: 'openai', fallback: false, repaired: true });
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1].messages.at(-1)!.content).toContain('Your previous plan broke these rules');
    expect(model.requests[1].messages.at(-1)!.content).toContain(`${sights[0].name} is already on day 1`);
    // What the checker found in each of the two drafts, in the answer (the delivered plan passed).
    expect(res.body.data.violations).toEqual([
      { code: 'repeated_attraction', message: `${sights[0].name} is already on day 1.`, day: 2 },
      { code: 'repeated_attraction', message: `${sights[0].name} is already on day 1.`, day: 2 },
    ]);
    const attractions = res.body.data.days.flatMap((d: Json) =>
      d.items.filter((i: Json) => i.type === 'ATTRACTION').map((i: Json) => i.itemable_id),
    );
    expect(new Set(attractions).size).toBe(attractions.length);
    // The repair keeps the model's hotel and its first day's sights.
    expect(res.body.data.days[0].items.at(-1).itemable_id).toBe(hotel.id);
    expect(attractions).toEqual(expect.arrayContaining([sights[0].id, sights[1].id]));
  });

  it('accepts a corrected plan on the second try without repair', async () => {
    const broken = draft([
      day(1, [sights[0].name, sights[1].name]),
      day(2, [sights[0].name, sights[2].name]),
    ]);
    const fixed = draft([day(1, [sights[0].name, sights[1].name]), day(2, [sights[2].name, sights[3].name])]);
    model.reply = (_request, index) => content(index === 0 ? broken : fixed);
    const res = await plan(2);
    expect(res.body.data).toMatchObject({ engine: 'openai', repaired: false });
    expect(res.body.data.violations.length).toBeGreaterThan(0);
  });

  it('adds the model’s review after the computed findings, and falls back when it fails', async () => {
    const trip = (await plan(1)).body.data.trip_id;
    model.reply = () => content({ review_summary: 'A lovely day.', suggestions: ['Book the museum ahead.'] });
    const res = await call('get', `/api/review/${trip}`);
    expect(res.body.data).toMatchObject({
      engine: 'openai',
      fallback: false,
      review_summary: 'A lovely day.',
    });
    expect(res.body.data.suggestions.at(-1)).toBe('Book the museum ahead.');
    model.reply = () => ({ kind: 'status', status: 503 });
    const again = await call('post', `/api/ai/review/${trip}`).send({});
    // Cached: the same trip in the same state within the hour.
    expect(again.body.data).toMatchObject({ cached: true, engine: 'openai' });
    const other = (await plan(3)).body.data.trip_id;
    model.reply = () => ({ kind: 'status', status: 503 });
    const fallback = await call('get', `/api/review/${other}`);
    expect(fallback.body.data).toMatchObject({ engine: 'builtin', fallback: true });
  });

  it('rewrites with the model for enhance and answers the concierge with it', async () => {
    model.reply = () => content('Paris, in full bloom.');
    const enhanced = await call('post', '/api/enhance').send({ content: 'paris in spring' });
    expect(enhanced.body).toMatchObject({
      data: 'Paris, in full bloom.',
      meta: { engine: 'openai', fallback: false, tidied_only: false },
    });
    const trip = (await plan(1)).body.data.trip_id;
    model.reply = (request) =>
      content(
        request.messages.at(-1)!.content.includes('Question: When do we start?')
          ? 'At 09:00 from your hotel.'
          : 'Unexpected.',
      );
    const concierge = await call('post', `/api/trips/${trip}/concierge`).send({
      message: 'When do we start?',
    });
    expect(concierge.body.data).toMatchObject({ response: 'At 09:00 from your hotel.', engine: 'openai' });
    model.reply = () => ({ kind: 'hang' });
    const slow = await call('post', '/api/enhance').send({ content: 'paris in spring' });
    expect(slow.body).toMatchObject({
      data: 'Paris in spring.',
      meta: { engine: 'builtin', fallback: true },
    });
  });
});
