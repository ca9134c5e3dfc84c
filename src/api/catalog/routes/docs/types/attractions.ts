import { category, minRating, placeFilters, range, search } from '../parameters';
import { integer, n, nint, nstr, object, stamps, str, picture } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows attractions: their filters and component schemas. */
export const attractionsDocs: TypeDocs = {
  title: 'attractions',
  schema: 'Attraction',
  v1: true,
  filters: [search, ...placeFilters, category, ...range('price', 'USD'), minRating],
  schemas: {
    Attraction: object({
      id: integer,
      destination_id: nint,
      category_id: nint,
      name: str,
      description: nstr,
      image: picture,
      latitude: n(),
      longitude: n(),
      price: n(),
      currency: str,
      opening_hours: { ...nstr, examples: ['09:00-17:00'] },
      duration_minutes: nint,
      rating: n(),
      ...stamps,
    }),
  },
};
