import type { Core } from '@strapi/strapi';
import { DomainRuleError, type Principal } from '../../../plugins/contract/public';
import { distanceKm, type LatLng } from '../../../lib/geo';
import { COLLECTIONS, catalog, type Item } from '../../catalog/public';
import { trips } from '../../trip/public';
import { round } from './routing/round';
import { routeThrough } from './routing/route-through';
import { presentDestinationPoint, presentItemPoint, presentPlacePoint } from '../presenters/map-points';

const located = (item: { latitude?: unknown; longitude?: unknown } | null | undefined): LatLng | null =>
  item && typeof item.latitude === 'number' && typeof item.longitude === 'number'
    ? { lat: item.latitude, lng: item.longitude }
    : null;

/** Maps from our own catalog (CONTRACT §3): places around a destination, directions through a trip. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cap = () => strapi.config.get('maps.destinationCap') as number;

  /** A destination's places of one kind with coordinates, nearest first (by name without a centre), capped. */
  const around = async (collection: string, destinationId: number, centre: LatLng | null) => {
    const { items } = await catalog(strapi).reader.list(COLLECTIONS[collection], {
      filters: { destination_id: destinationId },
      perPage: 100,
      sort: 'name',
    });
    return items
      .flatMap((item: Item) => {
        const at = located(item);
        return at ? [presentPlacePoint(item, at, centre ? round(distanceKm(centre, at), 2) : null)] : [];
      })
      .sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0))
      .slice(0, cap());
  };

  return {
    async destination(destinationId: unknown) {
      const destination = await catalog(strapi).reader.find(COLLECTIONS.destinations, destinationId);
      const centre = located(destination);
      const id = destination.id as number;
      const [attractions, hotels, restaurants] = await Promise.all([
        around('attractions', id, centre),
        around('hotels', id, centre),
        around('restaurants', id, centre),
      ]);
      return {
        destination: presentDestinationPoint({ id, name: destination.name }, centre),
        attractions,
        hotels,
        restaurants,
      };
    },

    /** Directions over a visible trip's located itinerary items, in day order; fewer than 2: 422. */
    async trip(principal: Principal | null, tripId: number) {
      const trip = await trips(strapi).trips.visible(principal, tripId);
      const detail = await trips(strapi).view.detail(trip);
      const points = detail.itinerary_items.flatMap((item) => {
        const at =
          located(item) ?? located(item.itemable as { latitude?: unknown; longitude?: unknown } | null);
        return at ? [presentItemPoint(item, at)] : [];
      });
      if (points.length < 2)
        throw new DomainRuleError(
          'not_enough_points',
          'The trip needs at least two located items for directions.',
        );
      return { directions: await routeThrough(strapi, points), points };
    },
  };
};
