/**
 * The maps module's public entry point: its service (destination places, trip directions) and its
 * routing adapter. Distances come from the geography library (src/lib/geo) (`distanceKm`), as the planner's do.
 */
export { routeThrough } from './services/routing/route-through';
export type { Route } from './services/routing/types';
export { type MapServices, maps } from './accessor';
