import type { LatLng } from '../../../../lib/geo';

/** A GeoJSON LineString: `[longitude, latitude]` pairs. */
export type LineString = { type: 'LineString'; coordinates: Array<[number, number]> };

/** A route through points in order, whichever engine drew it. */
export type Route = {
  distance_km: number;
  duration_minutes: number;
  geometry: LineString;
  /** `osrm` (roads) or `great_circle` (straight legs at the configured average speed). */
  engine: 'osrm' | 'great_circle';
  /** True when road routing was asked for but the router failed: the legs are straight-line estimates. */
  approximate: boolean;
};

export interface Router {
  route(points: LatLng[]): Promise<Route>;
}
