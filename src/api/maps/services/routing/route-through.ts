import type { Core } from '@strapi/strapi';
import { UpstreamError } from '../../../../plugins/contract/public';
import { type LatLng } from '../../../../lib/geo';
import { greatCircleRouter } from './great-circle';
import { osrmRouter } from '../../adapters/osrm';
import type { Route } from './types';

type RoutingSettings = { baseUrl: string; timeoutMs: number; averageSpeedKmh: number };

/**
 * The routing adapter: the configured OSRM router, falling back to great-circle legs marked
 * `approximate` when it fails; great-circle legs when no router is configured.
 */
export const routeThrough = async (strapi: Core.Strapi, points: LatLng[]): Promise<Route> => {
  const settings = strapi.config.get('maps.routing') as RoutingSettings;
  const straight = greatCircleRouter(settings.averageSpeedKmh);
  if (!settings.baseUrl) return straight.route(points);
  try {
    return await osrmRouter(settings.baseUrl, settings.timeoutMs).route(points);
  } catch (error) {
    // Only the router's failure falls back; a fault of ours is a 500.
    if (!(error instanceof UpstreamError)) throw error;
    strapi.log.warn(`maps: the router failed (${error.message}); great-circle legs instead`);
    return { ...(await straight.route(points)), approximate: true };
  }
};
