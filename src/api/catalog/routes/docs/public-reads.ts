import { type RouteDoc, catalogPageParams, listMeta, ref } from '../../../../plugins/contract/public';
import { CATALOG_TYPES } from '../../services/catalog-types';
import { locale, sortParam } from './parameters';
import { CATALOG_DOCS } from './types';

/** A route's doc without its tag: the group of its routes gives it. */
export type CatalogRouteDoc = Omit<RouteDoc, 'tag'>;

type Collection = {
  path: string;
  schema: string;
  detailSchema?: string;
  title: string;
  filters: object[];
  sort: string[];
  v1: boolean;
};

/** What the document says about each collection, from its catalog type (sorts from the read spec). */
export const COLLECTION_DOCS: Collection[] = Object.entries(CATALOG_TYPES).map(([name, type]) => ({
  path: name,
  ...CATALOG_DOCS[name],
  sort: Object.keys(type.read.sort),
}));

const cacheNote =
  'Public, cached: strong `ETag`, 304 on `If-None-Match`, `Cache-Control: public, max-age=60, stale-while-revalidate=300`.';

const idFiltersNote =
  '`destination_id`, `country_id` and `category_id` are ids wherever they are given (1 … 2147483647; anything else is 422 on the parameter), also on a list they do not narrow.';

const collectionDoc = (name: string) => COLLECTION_DOCS.find((entry) => entry.path === name)!;

/** `GET /<collection>`: one page of a collection, its filters and sorts. */
export const listDoc = (name: string): CatalogRouteDoc => {
  const c = collectionDoc(name);
  return {
    summary: `List ${c.title}`,
    description: `${cacheNote} ${idFiltersNote}`,
    parameters: [...catalogPageParams, locale, sortParam(c.sort), ...c.filters],
    ok: { description: 'One page.', data: { type: 'array', items: ref(c.schema) }, meta: listMeta },
    errors: ['422'],
  };
};

/** `GET /<collection>/:id`: one record. */
export const showDoc = (name: string): CatalogRouteDoc => {
  const c = collectionDoc(name);
  return {
    summary: `Show one of the ${c.title}`,
    description: `${cacheNote} A missing or trashed record is 404.`,
    params: { id: 'Public id (the id of the `en` row)' },
    parameters: [locale],
    ok: { description: 'The record.', data: ref(c.detailSchema ?? c.schema) },
    errors: ['404'],
  };
};

/** `/v1/destinations/{id}/hotels` is legacy route 192, the same read. */
export const destinationHotelsDoc = (): CatalogRouteDoc => {
  const hotels = collectionDoc('hotels');
  return {
    summary: "A destination's hotels",
    description: `${cacheNote} The hotel filters apply; 404 when the destination is missing or trashed.`,
    params: { id: 'Destination id' },
    parameters: [...catalogPageParams, locale, sortParam(hotels.sort), ...hotels.filters],
    ok: { description: 'One page.', data: { type: 'array', items: ref('Hotel') }, meta: listMeta },
    errors: ['404', '422'],
  };
};

export const regionsDoc: CatalogRouteDoc = {
  summary: 'List regions, starting with `{id: "all", label: "All destinations"}`',
  description: cacheNote,
  parameters: [...catalogPageParams, locale],
  ok: { description: 'The regions.', data: { type: 'array', items: ref('Region') }, meta: listMeta },
  errors: ['422'],
};

export const regionDoc: CatalogRouteDoc = {
  summary: 'Show a region by key',
  params: { key: { description: 'Region key', schema: { type: 'string' } } },
  parameters: [locale],
  ok: { description: 'The region.', data: ref('Region') },
  errors: ['404'],
};

export const statsDoc: CatalogRouteDoc = {
  summary: 'Catalog counters',
  description: `${cacheNote} \`reviews\` counts approved reviews, compact from 1000 ("1.2K").`,
  ok: { description: 'Counters.', data: ref('StatsSummary') },
};

export const siteSettingsDoc: CatalogRouteDoc = {
  summary: 'Public site settings',
  description: `${cacheNote} Keys site_name, logo_url, tagline, homepage_banner and those starting with contact_ or social_, sorted by key.`,
  ok: {
    description: 'A flat map of key to value.',
    data: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
};

export const searchDoc: CatalogRouteDoc = {
  summary: 'Search the catalog, for a search box',
  description: `${cacheNote} The best 5 of each of destinations, hotels, restaurants, attractions, cities and countries (in that order), ranked as the lists rank a \`search\` (CONTRACT §16): every word in any order, case, accents and Arabic spelling ignored, the last word as a prefix, one typo from 5 letters and two from 9; the name itself first, then a name it begins, every word in the name, the same with typos, then matches in the city, country or description. \`q\` (or \`search\`, \`query\`) up to 500 characters; without one, or with no word in it (punctuation only), an empty list.`,
  parameters: [
    {
      name: 'q',
      in: 'query',
      description: 'What the traveller typed',
      schema: { type: 'string', maxLength: 500 },
    },
    locale,
  ],
  ok: {
    description: '`Search results retrieved successfully.`',
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { enum: ['destination', 'hotel', 'restaurant', 'attraction', 'city', 'country'] },
          name: { type: ['string', 'null'] },
          city_name: { type: ['string', 'null'] },
          image: { type: ['string', 'null'] },
        },
      },
    },
  },
  errors: ['422'],
};
