import type { Knex } from 'knex';
import { type QueryReader } from '../../../../plugins/contract/public';
import { tableOf } from '../../../../plugins/platform/public';
import { LIVE } from '../../../../plugins/soft-delete/public';
import { documentsMatching } from './localize';
import { containsText } from './text-match';
import { idsRelatedTo } from './sql';
import { queryWords } from '../search/query-words';
import { type SearchKindName } from '../search/kinds';
import type { ReadContext } from './collection-spec';

const DESTINATION = 'api::destination.destination';

/**
 * The catalog's id filters (CONTRACT §1.4). Each is read as an id on every catalog list — 422 on
 * the parameter when it is none — and narrows the lists whose records have that relation; a list
 * without it (flights have no destination) answers unnarrowed, as for any parameter it ignores.
 */
export const CATALOG_ID_FILTERS = ['destination_id', 'country_id', 'category_id'] as const;

export const readCatalogIdFilters = (reader: QueryReader) => {
  for (const name of CATALOG_ID_FILTERS) reader.recordId(name);
};
const COUNTRY = 'api::country.country';

/** Id of the live default-locale region with this key; undefined for `all`; a 422 problem when unknown. */
export const regionId = async (reader: QueryReader, ctx: ReadContext): Promise<number | null | undefined> => {
  const key = reader.string('region', { max: 40 });
  if (key === undefined || key === 'all') return undefined;
  const row = await ctx
    .knex(tableOf(ctx.strapi, 'api::region.region'))
    .select('id')
    .where({ key, locale: 'en', ...LIVE })
    .first();
  if (!row) {
    reader.fail('region', 'The selected region is invalid.');
    return null;
  }
  return row.id as number;
};

/** Destination ids (as a subquery) of the countries of a region. */
export const destinationsInRegion = (ctx: ReadContext, region: number) =>
  idsRelatedTo(
    ctx.strapi,
    ctx.knex,
    DESTINATION,
    'country',
    idsRelatedTo(ctx.strapi, ctx.knex, COUNTRY, 'region', [region]),
  );

export const destinationsInCountry = (ctx: ReadContext, country: number) =>
  idsRelatedTo(ctx.strapi, ctx.knex, DESTINATION, 'country', [country]);

/** Destinations whose city name (in English or the asked language) matches exactly, case-insensitively. */
export const destinationsInCity = (ctx: ReadContext, city: string) => {
  const table = tableOf(ctx.strapi, DESTINATION);
  return ctx
    .knex(table)
    .select('id')
    .where('locale', 'en')
    .whereIn(
      'document_id',
      ctx.knex(table).select('document_id').whereRaw('lower(city_name) = ?', [city.toLowerCase()]),
    );
};

/** `category_id`: places of that category. */
const applyCategoryFilter = (
  uid: string,
  reader: QueryReader,
  query: Knex.QueryBuilder,
  ctx: ReadContext,
) => {
  const category = reader.recordId('category_id');
  if (category !== undefined)
    query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, uid, 'category', [category]));
};

/**
 * Where `t` (a collection with a `destination` relation) lies: destination, country, region, city;
 * and its `category_id` when the collection has categories.
 */
export const applyPlaceFilters = async (
  uid: string,
  reader: QueryReader,
  query: Knex.QueryBuilder,
  ctx: ReadContext,
  { category = false }: { category?: boolean } = {},
) => {
  const destination = reader.recordId('destination_id');
  const country = reader.recordId('country_id');
  const city = reader.string('city', { max: 120 });
  const region = await regionId(reader, ctx);
  const within = (destinations: Knex.QueryBuilder | number[]) =>
    query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, uid, 'destination', destinations));
  if (destination !== undefined) within([destination]);
  if (country !== undefined) within(destinationsInCountry(ctx, country));
  if (region) within(destinationsInRegion(ctx, region));
  if (city !== undefined) within(destinationsInCity(ctx, city));
  if (category) applyCategoryFilter(uid, reader, query, ctx);
};

/** `search` (aliases `query`, `q`) over the translated columns in English and in the asked language. */
export const applySearch = (
  reader: QueryReader,
  query: Knex.QueryBuilder,
  ctx: ReadContext,
  table: string,
  columns: string[],
  extra?: (q: Knex.QueryBuilder, text: string) => void,
) => {
  const text = reader.firstString(['search', 'query', 'q'], { max: 100 });
  if (text === undefined) return;
  query.where((q) => {
    for (const column of columns) q.orWhere(containsText(ctx.knex, `t.${column}`, text));
    if (ctx.locale !== 'en')
      q.orWhereIn('t.document_id', documentsMatching(ctx.knex, table, ctx.locale, columns, text));
    extra?.(q, text);
  });
};

/**
 * `search` (aliases `query`, `q`) through the search index (CONTRACT §16): every word in any order,
 * normalised (case, accents, Arabic spelling), the last word as a prefix, near words for typos; over
 * the names in every language and the record's city, country and description. Up to 500
 * characters are read (the first 8 words); a query of punctuation only finds nothing.
 */
export const applyIndexedSearch = async (
  reader: QueryReader,
  query: Knex.QueryBuilder,
  ctx: ReadContext,
  kind: SearchKindName,
) => {
  const text = reader.firstString(['search', 'query', 'q'], { max: 500 });
  if (text === undefined) return;
  const words = await queryWords(ctx.strapi, ctx.knex, text);
  if (words.length === 0) return void query.whereRaw('1 = 0');
  // Applied by the list once it knows the rest of the query: a ranked page of its own, or a condition.
  ctx.search = { kind, words };
};

/** `min_rating`: places rated at least that (0 … 5). */
export const applyMinRating = (reader: QueryReader, query: Knex.QueryBuilder) => {
  const minRating = reader.number('min_rating', { min: 0, max: 5 });
  if (minRating !== undefined) query.where('t.rating', '>=', minRating);
};

/** Numeric ranges: `min_<x>` / `max_<x>` on a column. */
export const applyRange = (
  reader: QueryReader,
  query: Knex.QueryBuilder,
  name: string,
  column: string,
  scale = 1,
) => {
  const min = reader.number(`min_${name}`, { min: 0 });
  const max = reader.number(`max_${name}`, { min: 0 });
  if (min !== undefined) query.where(column, '>=', min * scale);
  if (max !== undefined) query.where(column, '<=', max * scale);
  if (min !== undefined && max !== undefined && min > max)
    reader.fail(`max_${name}`, `The max ${name} must be greater than or equal to min ${name}.`);
};
