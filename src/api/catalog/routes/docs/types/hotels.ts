import { queryParam } from '../../../../../plugins/contract/public';
import { minRating, placeFilters, range, search } from '../parameters';
import { integer, n, nint, nstr, object, stamps, str, picture } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows hotels: their filters and component schemas. */
export const hotelsDocs: TypeDocs = {
  title: 'hotels',
  schema: 'Hotel',
  v1: true,
  filters: [
    search,
    ...placeFilters,
    ...range('price', 'per night'),
    minRating,
    queryParam('stars', 'Exact stars', { type: 'integer' }),
    queryParam('min_stars', 'Lowest stars', { type: 'integer' }),
    queryParam('availability', 'true or false', { type: 'boolean' }),
  ],
  schemas: {
    Hotel: object({
      id: integer,
      destination_id: nint,
      name: str,
      description: nstr,
      address: nstr,
      price_per_night: { type: 'number' },
      currency: str,
      rating: n({ minimum: 0, maximum: 5 }),
      stars: nint,
      availability: { type: 'boolean' },
      image: picture,
      latitude: n(),
      longitude: n(),
      amenities: { type: 'array', items: str },
      ...stamps,
    }),
  },
};
