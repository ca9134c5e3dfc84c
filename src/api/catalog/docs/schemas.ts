import { CATALOG_TYPES } from '../types';
import { integer, nstr, object, str } from './schema-builders';

/** The catalog's component schemas: those shared by several types, then each type's own. */
export const catalogSchemas: Record<string, object> = {
  RegionRef: object({
    id: { type: 'string', examples: ['europe'] },
    label: str,
    name: { type: 'string', description: '= label (the legacy frontend prints `region.name`).' },
  }),
  Region: object({
    id: { type: 'string', description: 'The region key, or `all` for the leading entry.' },
    label: str,
    name: { type: 'string', description: '= label.' },
  }),
  CountryRef: {
    type: ['object', 'null'],
    properties: { id: integer, name: str, iso_code: str, flag_url: nstr },
  },
  StatsSummary: object({
    hotels: integer,
    tours: integer,
    flights: integer,
    reviews: { type: 'string', examples: ['1.2K'] },
  }),
  ...Object.assign({}, ...Object.values(CATALOG_TYPES).map((type) => type.docs.schemas)),
};
