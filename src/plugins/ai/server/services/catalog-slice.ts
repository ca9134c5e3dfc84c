import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../contract/public';
import { catalogSliceReader } from '../ports/catalog-slice-reader';
import { placeFrom } from './planner/catalog-places';
import type { Catalog } from './planner/types';

export type WhereInput = {
  destination_id?: number | null;
  destination_country_id?: number | null;
  city?: string | null;
  destination?: string | null;
};

/** The catalog slice a plan may use, read through the catalog's port (no request involved). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = () => catalogSliceReader.of(strapi);

  return {
    /**
     * The destinations a request names: `destination_id`, else `city` or `destination` matched by name,
     * else every destination of `destination_country_id`. Nothing in the catalog: 422 on the field.
     */
    async destinationIds(input: WhereInput): Promise<number[]> {
      if (input.destination_id) {
        if (!(await reader().destination(input.destination_id)))
          throw ValidationError.field('destination_id', 'The selected destination id is invalid.');
        return [input.destination_id];
      }
      const name = input.city ?? input.destination;
      if (name) {
        const named = await reader().destinationNamed(name);
        if (!named)
          throw ValidationError.field(
            input.city ? 'city' : 'destination',
            `No destination in our catalog matches "${name}".`,
          );
        return [named.id];
      }
      if (!input.destination_country_id)
        throw ValidationError.field(
          'destination_country_id',
          'The destination country id field is required when none of city / destination are present.',
        );
      if (!(await reader().hasCountry(input.destination_country_id)))
        throw ValidationError.field(
          'destination_country_id',
          'The selected destination country id is invalid.',
        );
      const destinations = await reader().destinationsOf(input.destination_country_id);
      if (destinations.length === 0)
        throw ValidationError.field(
          'destination_country_id',
          'The selected country has no destination in our catalog yet.',
        );
      return destinations.map((destination) => destination.id);
    },

    /** The destinations' located attractions, restaurants and hotels, as the planner sees them. */
    async load(destinationIds: number[]): Promise<Catalog> {
      const slice = await reader().slice(destinationIds);
      return {
        destinations: slice.destinations.map(({ id, name, latitude, longitude }) => ({
          id,
          name,
          lat: latitude,
          lng: longitude,
        })),
        attractions: slice.attractions.map((record) => placeFrom('attraction', record)),
        restaurants: slice.restaurants.map((record) => placeFrom('restaurant', record)),
        hotels: slice.hotels.map((record) => placeFrom('hotel', record)),
      };
    },
  };
};
