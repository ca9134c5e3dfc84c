import { region, search } from '../parameters';
import { integer, nstr, object, stamps, str, picture } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows countries: their filters and component schemas. */
export const countriesDocs: TypeDocs = {
  title: 'countries',
  schema: 'Country',
  v1: true,
  filters: [search, region],
  schemas: {
    Country: object({
      id: integer,
      name: str,
      iso_code: str,
      capital: nstr,
      flag_url: picture,
      currency: nstr,
      languages: { type: 'array', items: str },
      region: { oneOf: [{ $ref: '#/components/schemas/RegionRef' }, { type: 'null' }] },
      continent: { type: ['string', 'null'], description: "The region's label (legacy field)." },
      destinations: {
        type: 'array',
        description: 'Its live destinations, by id (legacy list shape).',
        items: object({ id: integer, name: str, city_name: nstr, image: picture }),
      },
      ...stamps,
    }),
  },
};
