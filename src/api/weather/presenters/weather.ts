import type { Forecast } from './open-meteo';

/** A coordinate as the cache and the upstream request see it: 4 decimals (about 11 m). */
export const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The legacy answer: Open-Meteo's forecast, its current weather copied to the top level
 * (`temperature`, `weathercode`, `windspeed`, `winddirection`), with `is_stale` and `is_fallback`
 * (always false: we never invent a temperature).
 */
export const weatherAnswer = (forecast: Forecast, lat: number, lon: number) => ({
  ...forecast,
  latitude: lat,
  longitude: lon,
  temperature: forecast.current_weather.temperature,
  weathercode: forecast.current_weather.weathercode,
  windspeed: forecast.current_weather.windspeed,
  winddirection: forecast.current_weather.winddirection,
  is_stale: false,
  is_fallback: false,
});

export type WeatherAnswer = ReturnType<typeof weatherAnswer>;
