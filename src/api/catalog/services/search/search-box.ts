import type { Core } from '@strapi/strapi';
import type { Item } from '../catalog-reader';
import { COLLECTIONS } from '../catalog-types';
import { catalog } from '../../accessor';

/** The kinds a search box shows, in this order, each under its collection's name. */
const BOX: Array<{ type: string; collection: string }> = [
  { type: 'destination', collection: 'destinations' },
  { type: 'hotel', collection: 'hotels' },
  { type: 'restaurant', collection: 'restaurants' },
  { type: 'attraction', collection: 'attractions' },
  { type: 'city', collection: 'cities' },
  { type: 'country', collection: 'countries' },
];

/** How many of each kind a search box shows (CONTRACT §16). */
export const BOX_SIZE = 5;

/** The city of each place's destination, in one read (a place shows where it is). */
const citiesOf = async (strapi: Core.Strapi, items: Item[], locale?: string) => {
  const ids = [
    ...new Set(items.map((item) => item.destination_id).filter((id): id is number => typeof id === 'number')),
  ];
  if (ids.length === 0) return new Map<number, string | null>();
  const { items: destinations } = await catalog(strapi).reader.list(COLLECTIONS.destinations, {
    narrow: (query) => void query.whereIn('t.id', ids),
    perPage: ids.length,
    locale,
  });
  return new Map(destinations.map((row) => [row.id as number, (row.city_name as string | null) ?? null]));
};

/**
 * GET /search: the best five of each kind for a query, ranked as the lists rank them, in the asked
 * language; each as a search box shows it.
 */
export const searchBox = async (strapi: Core.Strapi, query: string, locale?: string) => {
  const found = (
    await Promise.all(
      BOX.map(async ({ type, collection }) => {
        const { items } = await catalog(strapi).reader.list(COLLECTIONS[collection], {
          filters: { search: query },
          perPage: BOX_SIZE,
          withTotal: false,
          locale,
        });
        return items.map((item) => ({ type, item }));
      }),
    )
  ).flat();
  const cities = await citiesOf(
    strapi,
    found.map(({ item }) => item),
    locale,
  );
  return found.map(({ type, item }) => ({
    id: item.id as number,
    type,
    name: (item.name as string | null | undefined) ?? null,
    city_name:
      (item.city_name as string | null | undefined) ?? cities.get(item.destination_id as number) ?? null,
    image: (item.image as string | null | undefined) ?? (item.flag_url as string | null | undefined) ?? null,
  }));
};
