import { type RouteDoc, listMeta, pageParams, queryParam, ref } from '../../../plugins/contract/public';

const TAG = 'Catalog';

// An id filter names a record: beyond the 32-bit serial range it is 422 on that parameter.
const idFilter = { type: 'integer', minimum: 1, maximum: 2147483647 };
const search = queryParam(
  'search',
  'Case-insensitive match on names (and, per collection, city, address, cuisine or country); aliases `query`, `q`; searches the asked language too.',
);
const region = queryParam('region', 'Region key or `all`; an unknown key is 422.');
const placeFilters = [
  queryParam('destination_id', 'Destination id', idFilter),
  queryParam('country_id', 'Country id', idFilter),
  region,
  queryParam('city', 'City name of the destination (exact, case-insensitive)'),
];
const range = (name: string, unit: string) => [
  queryParam(`min_${name}`, `Lowest ${name} (${unit})`, { type: 'number', minimum: 0 }),
  queryParam(`max_${name}`, `Highest ${name} (${unit})`, { type: 'number', minimum: 0 }),
];
const minRating = queryParam('min_rating', 'Lowest rating', { type: 'number', minimum: 0, maximum: 5 });
const category = queryParam('category_id', 'Category id', idFilter);
const locale = {
  name: 'locale',
  in: 'query',
  description:
    '`en` (default) or `ar`; `Accept-Language` is read too; a missing translation falls back to `en`.',
  schema: { enum: ['en', 'ar'] },
};
const sortParam = (fields: string[]) =>
  queryParam(
    'sort',
    `Comma-separated of ${fields.join(', ')}; \`-\` for descending; an unknown field is 422.`,
  );

type Collection = {
  path: string;
  schema: string;
  detailSchema?: string;
  title: string;
  filters: object[];
  sort: string[];
  v1: boolean;
};

export const COLLECTION_DOCS: Collection[] = [
  {
    path: 'destinations',
    schema: 'Destination',
    detailSchema: 'DestinationDetail',
    title: 'destinations',
    v1: true,
    sort: ['id', 'name', 'city_name', 'created_at', 'updated_at'],
    filters: [
      search,
      region,
      queryParam('country_id', 'Country id', idFilter),
      queryParam('city', 'City name'),
      category,
    ],
  },
  {
    path: 'hotels',
    schema: 'Hotel',
    title: 'hotels',
    v1: true,
    sort: ['id', 'name', 'price', 'price_per_night', 'rating', 'stars', 'created_at'],
    filters: [
      search,
      ...placeFilters,
      ...range('price', 'per night'),
      minRating,
      queryParam('stars', 'Exact stars', { type: 'integer' }),
      queryParam('min_stars', 'Lowest stars', { type: 'integer' }),
      queryParam('availability', 'true or false', { type: 'boolean' }),
    ],
  },
  {
    path: 'restaurants',
    schema: 'Restaurant',
    title: 'restaurants',
    v1: true,
    sort: ['id', 'name', 'rating', 'price', 'price_cents', 'created_at'],
    filters: [
      search,
      ...placeFilters,
      category,
      ...range('price', 'major units of price_cents'),
      minRating,
      queryParam('cuisine', 'Cuisine contains'),
      queryParam('price_range', '$ to $$$$'),
    ],
  },
  {
    path: 'attractions',
    schema: 'Attraction',
    title: 'attractions',
    v1: true,
    sort: ['id', 'name', 'rating', 'price', 'duration_minutes', 'created_at'],
    filters: [search, ...placeFilters, category, ...range('price', 'USD'), minRating],
  },
  {
    path: 'flights',
    schema: 'Flight',
    title: 'flights',
    v1: true,
    sort: ['id', 'price', 'departure_date', 'arrival_date', 'airline'],
    filters: [
      queryParam('departure_airport', 'IATA code (alias `from`)'),
      queryParam('arrival_airport', 'IATA code (alias `to`)'),
      queryParam('date', 'Departure day YYYY-MM-DD (UTC)', { type: 'string', format: 'date' }),
      queryParam('airline', 'Airline contains'),
      search,
      ...range('price', 'USD'),
    ],
  },
  {
    path: 'countries',
    schema: 'Country',
    title: 'countries',
    v1: true,
    sort: ['id', 'name', 'iso_code'],
    filters: [queryParam('search', 'Name or ISO code'), region],
  },
  {
    path: 'cities',
    schema: 'City',
    title: 'cities',
    v1: true,
    sort: ['id', 'name'],
    filters: [search, queryParam('country_id', 'Country id', idFilter)],
  },
  {
    path: 'categories',
    schema: 'Category',
    title: 'categories',
    v1: false,
    sort: ['id', 'name', 'type'],
    filters: [search, queryParam('type', 'destination, attraction or restaurant')],
  },
];

const cacheNote =
  'Public, cached: strong `ETag`, 304 on `If-None-Match`, `Cache-Control: public, max-age=60, stale-while-revalidate=300`.';

const collectionDoc = (name: string) => COLLECTION_DOCS.find((entry) => entry.path === name)!;

/** `GET /<collection>`: one page of a collection, its filters and sorts. */
export const listDoc = (name: string): RouteDoc => {
  const c = collectionDoc(name);
  return {
    tag: TAG,
    summary: `List ${c.title}`,
    description: cacheNote,
    parameters: [...pageParams, locale, sortParam(c.sort), ...c.filters],
    ok: { description: 'One page.', data: { type: 'array', items: ref(c.schema) }, meta: listMeta },
    errors: ['422'],
  };
};

/** `GET /<collection>/:id`: one record. */
export const showDoc = (name: string): RouteDoc => {
  const c = collectionDoc(name);
  return {
    tag: TAG,
    summary: `Show one of the ${c.title}`,
    description: `${cacheNote} A missing or trashed record is 404.`,
    params: { id: 'Public id (the id of the `en` row)' },
    parameters: [locale],
    ok: { description: 'The record.', data: ref(c.detailSchema ?? c.schema) },
    errors: ['404'],
  };
};

/** `/v1/destinations/{id}/hotels` is legacy route 192, the same read. */
export const destinationHotelsDoc = (): RouteDoc => {
  const hotels = collectionDoc('hotels');
  return {
    tag: TAG,
    summary: "A destination's hotels",
    description: `${cacheNote} The hotel filters apply; 404 when the destination is missing or trashed.`,
    params: { id: 'Destination id' },
    parameters: [...pageParams, locale, sortParam(hotels.sort), ...hotels.filters],
    ok: { description: 'One page.', data: { type: 'array', items: ref('Hotel') }, meta: listMeta },
    errors: ['404', '422'],
  };
};

export const regionsDoc: RouteDoc = {
  tag: TAG,
  summary: 'List regions, starting with `{id: "all", label: "All destinations"}`',
  description: cacheNote,
  parameters: [...pageParams, locale],
  ok: { description: 'The regions.', data: { type: 'array', items: ref('Region') }, meta: listMeta },
  errors: ['422'],
};

export const regionDoc: RouteDoc = {
  tag: TAG,
  summary: 'Show a region by key',
  params: { key: { description: 'Region key', schema: { type: 'string' } } },
  parameters: [locale],
  ok: { description: 'The region.', data: ref('Region') },
  errors: ['404'],
};

export const statsDoc: RouteDoc = {
  tag: TAG,
  summary: 'Catalog counters',
  description: `${cacheNote} \`reviews\` counts approved reviews, compact from 1000 ("1.2K").`,
  ok: { description: 'Counters.', data: ref('StatsSummary') },
};

export const siteSettingsDoc: RouteDoc = {
  tag: TAG,
  summary: 'Public site settings',
  description: `${cacheNote} Keys site_name, logo_url, tagline, homepage_banner and those starting with contact_ or social_, sorted by key.`,
  ok: {
    description: 'A flat map of key to value.',
    data: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
};
