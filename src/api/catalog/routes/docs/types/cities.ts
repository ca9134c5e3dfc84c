import { queryParam } from '../../../../../plugins/contract/public';
import { idFilter, search } from '../parameters';
import { integer, n, nint, object, stamps, str } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows cities: their filters and component schemas. */
export const citiesDocs: TypeDocs = {
  title: 'cities',
  schema: 'City',
  v1: true,
  filters: [search, queryParam('country_id', 'Country id', idFilter)],
  schemas: {
    City: object({ id: integer, name: str, country_id: nint, latitude: n(), longitude: n(), ...stamps }),
  },
};
