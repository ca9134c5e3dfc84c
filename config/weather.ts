import type { Core } from '@strapi/strapi';

/** Weather (CONTRACT §3, §9): Open-Meteo's forecast API, cached per coordinate. */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  baseUrl: env('WEATHER_BASE_URL', 'https://api.open-meteo.com'),
  timeoutMs: env.int('WEATHER_TIMEOUT_MS', 5000),
  /** A fresh answer is reused this long (legacy: 30 minutes). */
  freshSeconds: env.int('WEATHER_CACHE_SECONDS', 1800),
  /** The last good answer is kept this long to answer (marked stale) while Open-Meteo is down. */
  staleSeconds: env.int('WEATHER_STALE_SECONDS', 86400),
});
