import type { Core } from '@strapi/strapi';
import { UpstreamError, UpstreamUnavailableError, contract } from '../../../plugins/contract/public';
import { fetchForecast } from '../adapters/open-meteo';
import { type WeatherAnswer, weatherAnswer } from '../presenters/weather';

/** A coordinate as the cache and the upstream request see it: 4 decimals (about 11 m). */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

type WeatherSettings = { baseUrl: string; timeoutMs: number; freshSeconds: number; staleSeconds: number };

/**
 * Weather at a point: a fresh answer from the cache (30 minutes per 4-decimal coordinate, shared on
 * Redis), else Open-Meteo; when it fails, the last good answer marked `is_stale`, else 503.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Concurrent misses for one coordinate share a single upstream request (no stampede on expiry). */
  const inFlight = new Map<string, Promise<WeatherAnswer>>();

  const refresh = async (key: string, lat: number, lon: number): Promise<WeatherAnswer> => {
    const settings = strapi.config.get('weather') as WeatherSettings;
    const cache = contract(strapi).responseCache;
    try {
      const answer = weatherAnswer(await fetchForecast(settings, lat, lon), lat, lon);
      await cache.setValue(`${key}:fresh`, answer, settings.freshSeconds);
      await cache.setValue(`${key}:last`, answer, settings.staleSeconds);
      return answer;
    } catch (error) {
      // Only Open-Meteo's failure is answered from the last good value; a fault of ours is a 500.
      if (!(error instanceof UpstreamError)) throw error;
      strapi.log.warn(`weather: Open-Meteo failed at ${key} (${error.message})`);
      const last = await cache.getValue<WeatherAnswer>(`${key}:last`);
      if (last) return { ...last, is_stale: true };
      throw new UpstreamUnavailableError('The weather service is unavailable; try again shortly.');
    }
  };

  return {
    async at(latitude: number, longitude: number): Promise<WeatherAnswer> {
      const lat = roundCoordinate(latitude);
      const lon = roundCoordinate(longitude);
      const key = `weather:${lat},${lon}`;
      const fresh = await contract(strapi).responseCache.getValue<WeatherAnswer>(`${key}:fresh`);
      if (fresh) return fresh;
      const pending = inFlight.get(key) ?? refresh(key, lat, lon).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      return pending;
    },
  };
};
