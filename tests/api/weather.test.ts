import { bootStrapi, TestApp } from '../helpers/strapi';
import { FakeOpenMeteo, startFakeOpenMeteo } from '../helpers/fake-open-meteo';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /weather through Open-Meteo (CONTRACT §3, legacy §3.14)', () => {
  let app: TestApp;
  let meteo: FakeOpenMeteo;
  const weatherAt = (query: string, prefix = '/api') => app.http().get(`${prefix}/weather?${query}`);

  beforeAll(async () => {
    meteo = await startFakeOpenMeteo();
    app = await bootStrapi({
      env: { WEATHER_BASE_URL: meteo.url, WEATHER_TIMEOUT_MS: '300', THROTTLE_WEATHER: '1000/60' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await meteo?.close();
  });
  beforeEach(() => {
    meteo.mode = 'ok';
    meteo.temperature = 21.5;
    meteo.requests.length = 0;
    app.strapi.config.set('weather.freshSeconds', 1800);
  });

  it("answers Open-Meteo's forecast with the current weather at the top level, asked the legacy way", async () => {
    const res = await weatherAt('lat=30.04441234&lon=31.23571234');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Weather retrieved successfully' });
    expect(res.body.data).toMatchObject({
      latitude: 30.0444,
      longitude: 31.2357,
      temperature: 21.5,
      weathercode: 1,
      windspeed: 11.2,
      winddirection: 310,
      is_stale: false,
      is_fallback: false,
      timezone: 'Africa/Cairo',
      current_weather: { temperature: 21.5, is_day: 1, time: '2026-11-24T15:00' },
      daily: { time: ['2026-11-24', '2026-11-25'], temperature_2m_max: [24.5, 24.1] },
    });
    expect(meteo.requests).toHaveLength(1);
    const asked = Object.fromEntries(meteo.requests[0]);
    expect(asked).toEqual({
      latitude: '30.0444',
      longitude: '31.2357',
      current_weather: 'true',
      daily: 'temperature_2m_max,temperature_2m_min,weathercode',
      timezone: 'auto',
    });
  });

  it('serves a repeat, and any point that rounds to the same 4 decimals, from the cache', async () => {
    expect((await weatherAt('lat=10.5&lon=20.5')).body.data.temperature).toBe(21.5);
    meteo.temperature = 5;
    for (const query of ['lat=10.5&lon=20.5', 'lat=10.50004&lon=20.49996', 'lat=10.5000&lon=20.5000']) {
      const res = await weatherAt(query);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        temperature: 21.5,
        latitude: 10.5,
        longitude: 20.5,
        is_stale: false,
      });
    }
    expect(meteo.requests).toHaveLength(1);
    // One step past the 4th decimal is another point: Open-Meteo is asked again.
    expect((await weatherAt('lat=10.5001&lon=20.5')).body.data.temperature).toBe(5);
    expect(meteo.requests).toHaveLength(2);
  });

  it('asks Open-Meteo once for concurrent requests at one point', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => weatherAt('lat=-33.8688&lon=151.2093')),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    expect(meteo.requests).toHaveLength(1);
  });

  it('asks again once the fresh answer is older than WEATHER_CACHE_SECONDS', async () => {
    app.strapi.config.set('weather.freshSeconds', 1);
    expect((await weatherAt('lat=1&lon=2')).body.data.temperature).toBe(21.5);
    meteo.temperature = 7;
    await sleep(1100);
    expect((await weatherAt('lat=1&lon=2')).body.data).toMatchObject({ temperature: 7, is_stale: false });
    expect(meteo.requests).toHaveLength(2);
  });

  it.each(['error', 'hang', 'garbage'] as const)(
    'answers the last good value marked is_stale when Open-Meteo fails (%s)',
    async (mode) => {
      const point = `lat=${mode.length}.25&lon=-3.75`;
      app.strapi.config.set('weather.freshSeconds', 1);
      expect((await weatherAt(point)).body.data.is_stale).toBe(false);
      await sleep(1100);
      meteo.mode = mode;
      meteo.temperature = 99;
      const res = await weatherAt(point);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ temperature: 21.5, is_stale: true, is_fallback: false });
      expect(meteo.requests).toHaveLength(2);
    },
  );

  it.each(['error', 'hang', 'garbage'] as const)(
    'answers 503 upstream_unavailable when Open-Meteo fails (%s) and nothing is cached; the failure is not cached',
    async (mode) => {
      const point = `lat=-${mode.length}.5&lon=100.125`;
      meteo.mode = mode;
      const res = await weatherAt(point);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        error: { type: 'upstream_unavailable', status: 503 },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|boom|Open-Meteo answered|temperature/);
      meteo.mode = 'ok';
      const recovered = await weatherAt(point);
      expect(recovered.status).toBe(200);
      expect(recovered.body.data).toMatchObject({ temperature: 21.5, is_stale: false });
    },
  );

  it.each([
    ['', ['lat', 'lon']],
    ['lat=30', ['lon']],
    ['lon=30', ['lat']],
    ['lat=90.0001&lon=0', ['lat']],
    ['lat=-91&lon=0', ['lat']],
    ['lat=0&lon=180.5', ['lon']],
    ['lat=0&lon=-181', ['lon']],
    ['lat=north&lon=east', ['lat', 'lon']],
    ['lat=&lon=1', ['lat']],
    ['lat=1e3&lon=1', ['lat']],
  ])('refuses %p with 422 on %p and never asks Open-Meteo', async (query, fields) => {
    const res = await weatherAt(query);
    expect(res.status).toBe(422);
    expect(res.body.error.type).toBe('validation_error');
    expect(res.body.error.validation_errors.map((e: { field: string }) => e.field).sort()).toEqual(fields);
    expect(meteo.requests).toHaveLength(0);
  });

  it('accepts the edges of the ranges', async () => {
    for (const query of ['lat=90&lon=180', 'lat=-90&lon=-180', 'lat=0&lon=0']) {
      expect((await weatherAt(query)).status).toBe(200);
    }
  });

  it('answers the same under /api/v1/weather', async () => {
    const res = await weatherAt('lat=30.0444&lon=31.2357', '/api/v1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ latitude: 30.0444, longitude: 31.2357, is_stale: false });
  });
});
