/**
 * The maps module's public entry point: its service (destination places, trip directions) and its
 * routing adapter. Distances come from the contract's geography (`distanceKm`), as the planner's do.
 */
import { apiServices } from '../../plugins/contract/public';
import type mapsService from './services/maps';

export { routeThrough } from './services/routing/route-through';
export type { Route } from './services/routing/types';

export type MapServices = { readonly maps: ReturnType<typeof mapsService> };
/** `maps(strapi).maps.trip(…)`: the maps module's services, typed. */
export const maps = apiServices<MapServices>('maps', { maps: 'maps' });
