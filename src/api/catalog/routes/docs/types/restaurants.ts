import { queryParam } from '../../../../../plugins/contract/public';
import { category, minRating, placeFilters, range, search } from '../parameters';
import { integer, n, nint, nstr, object, stamps, str, picture } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows restaurants: their filters and component schemas. */
export const restaurantsDocs: TypeDocs = {
  title: 'restaurants',
  schema: 'Restaurant',
  v1: true,
  filters: [
    search,
    ...placeFilters,
    category,
    ...range('price', 'major units of price_cents'),
    minRating,
    queryParam('cuisine', 'Cuisine contains'),
    queryParam('price_range', '$ to $$$$'),
  ],
  schemas: {
    Restaurant: object({
      id: integer,
      destination_id: nint,
      category_id: nint,
      name: str,
      description: nstr,
      cuisine: nstr,
      price_range: { enum: ['$', '$$', '$$$', '$$$$', null] },
      price_cents: nint,
      currency: str,
      rating: n(),
      address: nstr,
      image: picture,
      latitude: n(),
      longitude: n(),
      opening_hours: nstr,
      ...stamps,
    }),
  },
};
