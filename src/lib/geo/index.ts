/** Great-circle distance between two points of the globe. */
export { distanceKm, type LatLng } from './distance';
