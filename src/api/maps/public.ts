/**
 * The maps module's public entry point: its service (destination places, trip directions) and the
 * routing adapter the planner uses to time and draw legs.
 */
import { apiServices } from '../../plugins/contract/public';
import type mapsService from './services/maps';

export { routeThrough } from './services/routing/route-through';
export { distanceKm, type LatLng } from './services/routing/geo';
export type { Route } from './services/routing/types';

export type MapServices = { readonly maps: ReturnType<typeof mapsService> };
/** `maps(strapi).maps.trip(…)`: the maps module's services, typed. */
export const maps = apiServices<MapServices>('maps', { maps: 'maps' });
