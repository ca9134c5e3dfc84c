import { RECORD_ID_SCHEMA, queryParam } from '../../../../plugins/contract/public';

/** Query parameters the catalog lists share (documentation of what each collection's filter reads). */

// An id filter names a record: outside 1 … 2³¹−1, or not a whole number, it is 422 on that parameter.
export const idFilter = RECORD_ID_SCHEMA;
export const search = queryParam(
  'search',
  'Case-insensitive match on names (and, per collection, city, address, cuisine or country); aliases `query`, `q`; searches the asked language too. The text is matched as typed, anywhere in the field: `%` and `_` are characters, not wildcards.',
);
export const region = queryParam('region', 'Region key or `all`; an unknown key is 422.');
export const placeFilters = [
  queryParam('destination_id', 'Destination id', idFilter),
  queryParam('country_id', 'Country id', idFilter),
  region,
  queryParam('city', 'City name of the destination (exact, case-insensitive)'),
];
export const range = (name: string, unit: string) => [
  queryParam(`min_${name}`, `Lowest ${name} (${unit})`, { type: 'number', minimum: 0 }),
  queryParam(`max_${name}`, `Highest ${name} (${unit})`, { type: 'number', minimum: 0 }),
];
export const minRating = queryParam('min_rating', 'Lowest rating', {
  type: 'number',
  minimum: 0,
  maximum: 5,
});
export const category = queryParam('category_id', 'Category id', idFilter);
export const locale = {
  name: 'locale',
  in: 'query',
  description:
    '`en` (default) or `ar`; `Accept-Language` is read too; a missing translation falls back to `en`.',
  schema: { enum: ['en', 'ar'] },
};
export const sortParam = (fields: string[]) =>
  queryParam(
    'sort',
    `Comma-separated of ${fields.join(', ')}; \`-\` for descending; an unknown field is 422.`,
  );
