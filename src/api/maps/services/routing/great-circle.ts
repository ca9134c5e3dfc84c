import { distanceKm, type LatLng } from '../../../../lib/geo';
import { round } from './round';
import type { Route, Router } from './types';

/** Straight legs between consecutive points, timed at an average speed: no network, always an answer. */
export const greatCircleRouter = (averageSpeedKmh: number): Router => ({
  async route(points: LatLng[]): Promise<Route> {
    let km = 0;
    for (let i = 1; i < points.length; i += 1) km += distanceKm(points[i - 1], points[i]);
    return {
      distance_km: round(km, 2),
      duration_minutes: Math.round((km / Math.max(1, averageSpeedKmh)) * 60),
      geometry: { type: 'LineString', coordinates: points.map((p) => [p.lng, p.lat]) },
      engine: 'great_circle',
      approximate: false,
    };
  },
});
