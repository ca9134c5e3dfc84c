import { DESTINATIONS } from '../../../../seed/catalog/destinations';
import { hotelsFor, restaurantsFor } from '../../../../seed/catalog/places';
import { CATEGORIES } from '../../../../seed/catalog/reference';
import { placeFrom } from '../planner/catalogue';
import { categoryKey } from '../planner/interests';
import type { Catalogue, Place } from '../planner/types';

/**
 * The seeded catalog, built in process from the seed's own definitions (the records `npm start`
 * seeds, numbered in seed order): the evaluation harness and the planner's unit tests plan over it
 * without a database.
 */
const keyOf = (seedKey: string | undefined) => {
  const name = CATEGORIES.find((category) => category.key === seedKey)?.name;
  return name ? categoryKey(name) : null;
};

export const seedCatalogue = (): Catalogue => {
  const catalogue: Catalogue = { destinations: [], attractions: [], restaurants: [], hotels: [] };
  const ids = { attraction: 0, restaurant: 0, hotel: 0 };
  const add = (list: Place[], place: Place | null) => place && list.push(place);
  DESTINATIONS.forEach((dest, index) => {
    const destinationId = index + 1;
    catalogue.destinations.push({ id: destinationId, name: dest.name, lat: dest.lat, lng: dest.lng });
    for (const hotel of hotelsFor(dest))
      add(
        catalogue.hotels,
        placeFrom('hotel', {
          id: ++ids.hotel,
          destination_id: destinationId,
          name: hotel.name,
          ...hotel.data,
        }),
      );
    for (const restaurant of restaurantsFor(dest))
      add(
        catalogue.restaurants,
        placeFrom(
          'restaurant',
          { id: ++ids.restaurant, destination_id: destinationId, name: restaurant.name, ...restaurant.data },
          keyOf(restaurant.category),
        ),
      );
    for (const [name, , latitude, longitude, category, price, hours, minutes, rating] of dest.attractions)
      add(
        catalogue.attractions,
        placeFrom(
          'attraction',
          {
            id: ++ids.attraction,
            destination_id: destinationId,
            name,
            latitude,
            longitude,
            price,
            opening_hours: hours,
            duration_minutes: minutes,
            rating,
          },
          keyOf(category),
        ),
      );
  });
  return catalogue;
};

/** The slice of a catalogue for some destinations: what a request may plan with. */
export const sliceFor = (catalogue: Catalogue, destinationIds: number[]): Catalogue => {
  const wanted = new Set(destinationIds);
  return {
    destinations: catalogue.destinations.filter((d) => wanted.has(d.id)),
    attractions: catalogue.attractions.filter((p) => wanted.has(p.destinationId)),
    restaurants: catalogue.restaurants.filter((p) => wanted.has(p.destinationId)),
    hotels: catalogue.hotels.filter((p) => wanted.has(p.destinationId)),
  };
};
