import { z } from 'zod';
import { callUpstream, UpstreamError } from '../../../plugins/contract/public';

const current = z.object({
  temperature: z.number(),
  windspeed: z.number(),
  winddirection: z.number(),
  weathercode: z.number(),
  is_day: z.number().optional(),
  time: z.string(),
});

/** What we rely on in Open-Meteo's forecast; anything else it sends is passed through. */
export const forecastSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    current_weather: current,
    daily: z
      .object({
        time: z.array(z.string()),
        temperature_2m_max: z.array(z.number().nullable()),
        temperature_2m_min: z.array(z.number().nullable()),
        weathercode: z.array(z.number().nullable()),
      })
      .loose(),
  })
  .loose();

export type Forecast = z.infer<typeof forecastSchema>;

/** The legacy request: current weather, daily highs, lows and codes, in the place's time zone. */
export const forecastUrl = (baseUrl: string, lat: number, lon: number) => {
  const query = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    current_weather: 'true',
    daily: 'temperature_2m_max,temperature_2m_min,weathercode',
    timezone: 'auto',
  });
  return `${baseUrl.replace(/\/$/, '')}/v1/forecast?${query}`;
};

/**
 * Open-Meteo's forecast at a point; a network failure, a timeout, a non-2xx or an unexpected body is
 * an `UpstreamError` naming Open-Meteo.
 */
export const fetchForecast = async (
  settings: { baseUrl: string; timeoutMs: number },
  lat: number,
  lon: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Forecast> => {
  const body = await callUpstream('Open-Meteo', forecastUrl(settings.baseUrl, lat, lon), {
    timeoutMs: settings.timeoutMs,
    fetchImpl,
  });
  const forecast = forecastSchema.safeParse(body);
  if (!forecast.success) throw new UpstreamError('Open-Meteo', 'answered an unexpected forecast');
  return forecast.data;
};
