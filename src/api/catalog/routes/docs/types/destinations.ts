import { queryParam } from '../../../../../plugins/contract/public';
import { category, idFilter, region, search } from '../parameters';
import { integer, n, nint, nstr, object, stamps, str, picture } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows destinations: their filters and component schemas. */
export const destinationsDocs: TypeDocs = {
  title: 'destinations',
  schema: 'Destination',
  detailSchema: 'DestinationDetail',
  v1: true,
  filters: [
    search,
    region,
    queryParam('country_id', 'Country id', idFilter),
    queryParam('city', 'City name'),
    category,
  ],
  schemas: {
    Destination: object({
      id: integer,
      name: str,
      city_name: nstr,
      description: nstr,
      image: picture,
      latitude: n(),
      longitude: n(),
      country_id: nint,
      country: { $ref: '#/components/schemas/CountryRef' },
      region: { oneOf: [{ $ref: '#/components/schemas/RegionRef' }, { type: 'null' }] },
      hotels_count: integer,
      tours_count: integer,
      ...stamps,
    }),
    DestinationDetail: {
      allOf: [
        { $ref: '#/components/schemas/Destination' },
        object({
          user_count: integer,
          categories: { type: 'array', items: object({ id: integer, name: str, type: str }) },
        }),
      ],
    },
  },
};
