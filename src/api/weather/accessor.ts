/**
 * The weather module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type weatherService from './services/weather';

export type WeatherServices = { readonly weather: ReturnType<typeof weatherService> };
/** `weather(strapi).weather.at(lat, lon)`: the weather module's services, typed. */
export const weather = apiServices<WeatherServices>('weather', { weather: 'weather' });
