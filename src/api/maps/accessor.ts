/**
 * The maps module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type mapsService from './services/maps';

export type MapServices = { readonly maps: ReturnType<typeof mapsService> };
/** `maps(strapi).maps.trip(…)`: the maps module's services, typed. */
export const maps = apiServices<MapServices>('maps', { maps: 'maps' });
