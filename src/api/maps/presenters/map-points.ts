import type { LatLng } from '../../../lib/geo';

/** A catalog place on a destination's map, with its distance from the destination (null without a centre). */
export const presentPlacePoint = (place: Record<string, unknown>, at: LatLng, distanceKm: number | null) => ({
  id: place.id,
  name: place.name,
  lat: at.lat,
  lng: at.lng,
  distance_km: distanceKm,
});

/** The destination a map is centred on (its coordinates null when it has none). */
export const presentDestinationPoint = (
  destination: { id: number; name: unknown },
  centre: LatLng | null,
) => ({
  id: destination.id,
  name: destination.name,
  lat: centre?.lat ?? null,
  lng: centre?.lng ?? null,
});

/** A located itinerary item, a point the directions go through. */
export const presentItemPoint = (
  item: { id: number; day_number: number; title: string | null },
  at: LatLng,
) => ({
  item_id: item.id,
  day_number: item.day_number,
  title: item.title,
  lat: at.lat,
  lng: at.lng,
});
