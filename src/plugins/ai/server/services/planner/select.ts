import { distanceKm, type LatLng } from '../../../../../lib/geo';
import { categoriesFor } from './interests';
import type { BudgetTier, Place, PlanRequest } from './types';

/** How much an attraction is worth including: its rating, and more when it matches an interest. */
export const attractionScore = (place: Place, wanted: Set<string>) =>
  (place.rating ?? 3.5) + (place.category && wanted.has(place.category) ? 3 : 0);

export const rankAttractions = (places: Place[], request: PlanRequest): Place[] => {
  const wanted = categoriesFor(request.interests);
  return [...places].sort(
    (a, b) => attractionScore(b, wanted) - attractionScore(a, wanted) || a.price - b.price || a.id - b.id,
  );
};

/** Where in the price order of a destination's hotels each tier stays (0 cheapest, 1 dearest). */
const TIER_POSITION: Record<BudgetTier, number> = { low: 0, medium: 0.5, high: 0.75, luxury: 1 };

/**
 * Hotels in order of preference: the tier's price position first (medium without a tier), then the
 * nearest positions, cheaper before dearer at equal distance.
 */
export const rankHotels = (hotels: Place[], tier: BudgetTier | null): Place[] => {
  const byPrice = [...hotels].sort(
    (a, b) => a.price - b.price || (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id,
  );
  const target = Math.round(TIER_POSITION[tier ?? 'medium'] * (byPrice.length - 1));
  return byPrice
    .map((hotel, index) => ({ hotel, index }))
    .sort((a, b) => Math.abs(a.index - target) - Math.abs(b.index - target) || a.index - b.index)
    .map(({ hotel }) => hotel);
};

/** Restaurants matching the tier: the cheaper half for `low`, the dearer half for `high`/`luxury`. */
export const restaurantsForTier = (restaurants: Place[], tier: BudgetTier | null): Place[] => {
  if (!tier || tier === 'medium' || restaurants.length < 4) return restaurants;
  const byPrice = [...restaurants].sort((a, b) => a.price - b.price || a.id - b.id);
  const half = Math.ceil(byPrice.length / 2);
  return tier === 'low' ? byPrice.slice(0, half) : byPrice.slice(byPrice.length - half);
};

export const centroid = (points: LatLng[]): LatLng => ({
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
  lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
});

/** The attraction nearest to a cluster, weighing its score (1 point ≈ 1 km). */
export const nearestToCluster = (
  cluster: LatLng[],
  pool: Place[],
  wanted: Set<string>,
): Place | undefined => {
  const centre = centroid(cluster);
  let best: Place | undefined;
  let bestCost = Infinity;
  for (const place of pool) {
    const cost = distanceKm(centre, place) - attractionScore(place, wanted);
    if (cost < bestCost) {
      best = place;
      bestCost = cost;
    }
  }
  return best;
};
