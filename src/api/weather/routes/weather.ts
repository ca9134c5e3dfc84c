import { defineRoutes } from '../../../plugins/contract/public';
import { weatherQuerySchema } from '../validators';

/** Weather at a point: anyone, the weather throttle. */
const group = {
  tag: 'Weather',
  access: 'public',
  throttle: 'weather',
  controller: 'api::weather.weather',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/weather',
    aliases: ['/v1/weather'],
    action: 'show',
    doc: {
      summary: 'Weather at a point (Open-Meteo)',
      description:
        "Open-Meteo's forecast (current weather; daily highs, lows and codes; the place's time zone) with `temperature`, `weathercode`, `windspeed` and `winddirection` of the current weather at the top level. Cached 30 minutes per coordinate rounded to 4 decimals (shared on Redis). When Open-Meteo fails: the last good answer with `is_stale: true`, else 503 `upstream_unavailable` — never an invented temperature (`is_fallback` is always false).",
      query: weatherQuerySchema,
      ok: {
        description: '`Weather retrieved successfully`',
        data: {
          type: 'object',
          properties: {
            latitude: { type: 'number' },
            longitude: { type: 'number' },
            temperature: { type: 'number' },
            weathercode: { type: 'number' },
            windspeed: { type: 'number' },
            winddirection: { type: 'number' },
            current_weather: { type: 'object' },
            daily: { type: 'object' },
            is_stale: { type: 'boolean' },
            is_fallback: { const: false },
          },
        },
      },
      errors: ['422', '503'],
    },
  },
]);
