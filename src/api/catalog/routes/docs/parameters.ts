import { RECORD_ID_SCHEMA, queryParam } from '../../../../plugins/contract/public';

/** Query parameters the catalog lists share (documentation of what each collection's filter reads). */

// An id filter names a record: outside 1 … 2³¹−1, or not a whole number, it is 422 on that parameter.
export const idFilter = RECORD_ID_SCHEMA;
export const search = queryParam(
  'search',
  "What a traveller types (CONTRACT §16; aliases `query`, `q`; up to 500 characters, the first 8 words read): every word in any order, ignoring case, accents (`zurich` finds Zürich) and Arabic spelling variants (alef with hamza or madda, ة/ه, ى/ي, tatweel, harakat); the last word as the beginning of a word (typing as one goes); one typo in a word of 5 letters or more, two in 9 or more. It searches the names in every language and the record's city, country and description (an address or cuisine too). Results are ranked — the name itself, a name the query begins, every word in the name, the same with typos, then matches elsewhere — unless `sort` is given, which wins. A query of punctuation only finds nothing; no query is an error.",
);
/** The search of the types the index does not cover (categories, flights): a substring of the fields. */
export const substringSearch = queryParam(
  'search',
  'Case-insensitive match anywhere in the name (flights: airline, number, airports); aliases `query`, `q`. The text is matched as typed: `%` and `_` are characters, not wildcards.',
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
