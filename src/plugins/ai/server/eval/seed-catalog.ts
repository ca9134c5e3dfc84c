import { DESTINATIONS } from '../../../../seed/catalog/destinations';
import { hotelsFor, restaurantsFor } from '../../../../seed/catalog/places';
import { CATEGORIES } from '../../../../seed/catalog/reference';
import type { PlaceRecord } from '../ports/catalog-slice-reader';
import { placeFrom } from '../services/planner/catalog-places';
import type { Catalog } from '../services/planner/types';

/**
 * The seeded catalog, built in process from the seed's own definitions (the records `npm start`
 * seeds, numbered in seed order): the evaluation harness and the planner's unit tests plan over it
 * without a database.
 */
const categoryOf = (seedKey: string | undefined) =>
  CATEGORIES.find((category) => category.key === seedKey)?.name ?? null;

/** A seeded place as the catalog answers it (the seed's values are numbers and strings already). */
const recordOf = (
  id: number,
  destinationId: number,
  name: string,
  data: Record<string, unknown>,
  category: string | null = null,
): PlaceRecord => ({
  id,
  name,
  destination_id: destinationId,
  latitude: data.latitude as number,
  longitude: data.longitude as number,
  category,
  currency: (data.currency as string | undefined) ?? null,
  rating: (data.rating as number | undefined) ?? null,
  opening_hours: (data.opening_hours as string | undefined) ?? null,
  duration_minutes: (data.duration_minutes as number | undefined) ?? null,
  price: (data.price as number | undefined) ?? null,
  price_cents: (data.price_cents as number | undefined) ?? null,
  price_per_night: (data.price_per_night as number | undefined) ?? null,
});

export const seedCatalog = (): Catalog => {
  const catalog: Catalog = { destinations: [], attractions: [], restaurants: [], hotels: [] };
  const ids = { attraction: 0, restaurant: 0, hotel: 0 };
  DESTINATIONS.forEach((dest, index) => {
    const destinationId = index + 1;
    catalog.destinations.push({ id: destinationId, name: dest.name, lat: dest.lat, lng: dest.lng });
    for (const hotel of hotelsFor(dest))
      catalog.hotels.push(placeFrom('hotel', recordOf(++ids.hotel, destinationId, hotel.name, hotel.data)));
    for (const restaurant of restaurantsFor(dest)) {
      const record = recordOf(
        ++ids.restaurant,
        destinationId,
        restaurant.name,
        restaurant.data,
        categoryOf(restaurant.category),
      );
      catalog.restaurants.push(placeFrom('restaurant', record));
    }
    for (const [name, , latitude, longitude, category, price, hours, minutes, rating] of dest.attractions) {
      const data = { latitude, longitude, price, opening_hours: hours, duration_minutes: minutes, rating };
      const record = recordOf(++ids.attraction, destinationId, name, data, categoryOf(category));
      catalog.attractions.push(placeFrom('attraction', record));
    }
  });
  return catalog;
};

/** The slice of a catalog for some destinations: what a request may plan with. */
export const sliceFor = (catalog: Catalog, destinationIds: number[]): Catalog => {
  const wanted = new Set(destinationIds);
  return {
    destinations: catalog.destinations.filter((d) => wanted.has(d.id)),
    attractions: catalog.attractions.filter((p) => wanted.has(p.destinationId)),
    restaurants: catalog.restaurants.filter((p) => wanted.has(p.destinationId)),
    hotels: catalog.hotels.filter((p) => wanted.has(p.destinationId)),
  };
};
