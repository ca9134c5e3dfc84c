import { createServer, type Server } from 'http';
import { listenLocally } from './local-server';

/** A small Open-Meteo forecast API on 127.0.0.1: `/v1/forecast?latitude=&longitude=&…`. */
export type FakeOpenMeteo = {
  url: string;
  /** `ok`: a forecast; `error`: HTTP 500; `hang`: no answer; `garbage`: JSON that is not a forecast. */
  mode: 'ok' | 'error' | 'hang' | 'garbage';
  /** The temperature the next forecasts report (tests change it to tell a fresh answer from a cached one). */
  temperature: number;
  /** Every request's query, parsed. */
  requests: URLSearchParams[];
  close(): Promise<void>;
};

export const startFakeOpenMeteo = async (): Promise<FakeOpenMeteo> => {
  const fake = { mode: 'ok', temperature: 21.5, requests: [] as URLSearchParams[] } as FakeOpenMeteo;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(url.searchParams);
    if (fake.mode === 'hang') return;
    if (fake.mode === 'error' || url.pathname !== '/v1/forecast') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":true,"reason":"boom"}');
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"latitude":"north"}');
      return;
    }
    const latitude = Number(url.searchParams.get('latitude'));
    const longitude = Number(url.searchParams.get('longitude'));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        // Open-Meteo snaps to its grid: the answer's coordinates differ slightly from the request's.
        latitude: Math.round(latitude * 40) / 40,
        longitude: Math.round(longitude * 40) / 40,
        generationtime_ms: 0.1,
        utc_offset_seconds: 7200,
        timezone: 'Africa/Cairo',
        timezone_abbreviation: 'EET',
        elevation: 23,
        current_weather_units: { temperature: '°C', windspeed: 'km/h' },
        current_weather: {
          time: '2026-11-24T15:00',
          interval: 900,
          temperature: fake.temperature,
          windspeed: 11.2,
          winddirection: 310,
          is_day: 1,
          weathercode: 1,
        },
        daily_units: { temperature_2m_max: '°C' },
        daily: {
          time: ['2026-11-24', '2026-11-25'],
          temperature_2m_max: [fake.temperature + 3, 24.1],
          temperature_2m_min: [fake.temperature - 6, null],
          weathercode: [1, 3],
        },
      }),
    );
  });
  Object.assign(fake, await listenLocally(server));
  return fake;
};
