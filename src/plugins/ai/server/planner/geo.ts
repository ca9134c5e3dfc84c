/** Great-circle distance: the routing adapter's own, so plans and maps agree. */
export { distanceKm } from '../../../../api/maps/public';
