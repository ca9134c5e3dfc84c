/** A point on the globe, decimal degrees. */
export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance (haversine), kilometres: one formula for every module that measures (maps'
 * directions, the planner's legs, the concierge's "near"), so a plan and its map agree.
 */
export const distanceKm = (a: LatLng, b: LatLng): number => {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
