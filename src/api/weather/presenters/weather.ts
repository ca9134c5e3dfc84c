import type { Forecast } from '../adapters/open-meteo';

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
