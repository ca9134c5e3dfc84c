import { REVIEWED_COLLECTIONS } from '../../services/read/review-summaries';
import { CATALOG_TYPES } from '../../services/catalog-types';
import { integer, object, str, picture } from './schema-builders';
import { CATALOG_DOCS } from './types';

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
    properties: { id: integer, name: str, iso_code: str, flag_url: picture },
  },
  StatsSummary: object({
    hotels: integer,
    tours: integer,
    flights: integer,
    reviews: { type: 'string', examples: ['1.2K'] },
  }),
  ...Object.assign({}, ...Object.keys(CATALOG_TYPES).map((name) => CATALOG_DOCS[name].schemas)),
};

// Reviewed records carry their approved reviews' count and average (null without any).
for (const collection of REVIEWED_COLLECTIONS) {
  const schema = catalogSchemas[CATALOG_DOCS[collection].schema] as {
    properties: Record<string, object>;
  };
  Object.assign(schema.properties, {
    reviews_count: { type: 'integer', description: 'Approved reviews' },
    reviews_rating: { type: ['number', 'null'], description: 'Their average rating, one decimal' },
  });
}
