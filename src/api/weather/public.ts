/** The weather module's public entry point: weather at a point, for the planner and the concierge too. */
import { apiServices } from '../../plugins/contract/public';
import type weatherService from './services/weather';

export type { WeatherAnswer } from './presenters/weather';
export { weatherQuerySchema } from './validators';

export type WeatherServices = { readonly weather: ReturnType<typeof weatherService> };
/** `weather(strapi).weather.at(lat, lon)`: the weather module's services, typed. */
export const weather = apiServices<WeatherServices>('weather', { weather: 'weather' });
