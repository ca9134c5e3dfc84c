import type { Core } from '@strapi/strapi';
import { NotFoundError, contract } from '../../../plugins/contract/public';
import { leastRecentlyUsed } from '../../../lib/lru';
import type {
  CatalogSliceReader,
  DestinationRef,
  PlaceRecord,
  SliceRecords,
} from '../../../plugins/ai/public';
import { COLLECTIONS } from './catalog-types';
import type { Item } from './catalog-reader';
import { catalog } from '../accessor';

const PER_PAGE = 100;
/** A loaded slice (or reference) is kept this long at most; any write to what it reads replaces it sooner. */
const SLICE_SECONDS = 300;
/** Parsed slices kept in this process: more than the destinations a catalog has. */
const PARSED_KEPT = 500;
const SLICE_COLLECTIONS = ['destinations', 'attractions', 'restaurants', 'hotels', 'categories'];
const PLACE_COLLECTIONS = ['attractions', 'restaurants', 'hotels'] as const;

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const refOf = (item: Item): DestinationRef => ({ id: item.id as number, name: String(item.name) });

/** A located record as the planner reads it; null when it has no coordinates (it cannot be routed). */
const placeRecord = (item: Item, categories: Map<number, string>): PlaceRecord | null => {
  const latitude = finite(item.latitude);
  const longitude = finite(item.longitude);
  if (latitude === null || longitude === null) return null;
  return {
    id: item.id as number,
    name: String(item.name),
    destination_id: item.destination_id as number,
    latitude,
    longitude,
    category: categories.get(item.category_id as number) ?? null,
    currency: text(item.currency),
    rating: finite(item.rating),
    opening_hours: text(item.opening_hours),
    duration_minutes: finite(item.duration_minutes),
    price: finite(item.price),
    price_cents: finite(item.price_cents),
    price_per_night: finite(item.price_per_night),
  };
};

/** The AI planner's catalog slice reader (its `catalogSliceReader` port), on the catalog's read models. */
export default ({ strapi }: { strapi: Core.Strapi }): CatalogSliceReader => {
  const reader = () => catalog(strapi).reader;

  const allOf = async (collection: string, filters: Record<string, unknown>) => {
    const items: Item[] = [];
    for (let page = 1; ; page += 1) {
      const result = await reader().list(COLLECTIONS[collection], { filters, page, perPage: PER_PAGE });
      items.push(...result.items);
      if (page * PER_PAGE >= result.total) return items;
    }
  };

  /** A record by id, or null when it is missing; any other failure (a database fault) is thrown. */
  const found = async (collection: string, id: number): Promise<Item | null> => {
    try {
      return await reader().find(COLLECTIONS[collection], id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };

  const readSlice = async (destinationIds: number[]): Promise<SliceRecords> => {
    const categories = new Map(
      (await allOf('categories', {})).map((c) => [c.id as number, String(c.name ?? '')]),
    );
    const slice: SliceRecords = { destinations: [], attractions: [], restaurants: [], hotels: [] };
    for (const id of destinationIds) {
      const destination = await reader().find(COLLECTIONS.destinations, id);
      const latitude = finite(destination.latitude);
      const longitude = finite(destination.longitude);
      if (latitude !== null && longitude !== null)
        slice.destinations.push({ ...refOf(destination), id, latitude, longitude });
      for (const collection of PLACE_COLLECTIONS)
        for (const item of await allOf(collection, { destination_id: id })) {
          const place = placeRecord(item, categories);
          if (place) slice[collection].push(place);
        }
    }
    return slice;
  };

  /**
   * `read()`'s answer, kept under the collections' tags: any write to them replaces it. A stored
   * key names the tags' versions, so one key always holds the same answer: its parsed value is kept
   * here too (least recently used out), and a hit in the shared cache is not parsed again. Nothing changes the values.
   */
  const parsed = leastRecentlyUsed<string, unknown>(PARSED_KEPT);
  const keptUnder = async <T>(key: string, collections: string[], read: () => Promise<T>): Promise<T> => {
    const cache = contract(strapi).responseCache;
    const tags = [...new Set(collections.flatMap((name) => COLLECTIONS[name].tags))];
    const { hit, storeKey } = await cache.get(key, tags);
    if (hit) {
      let value = parsed.get(storeKey) as T | undefined;
      if (value === undefined) {
        value = JSON.parse(hit.payload) as T;
        parsed.set(storeKey, value);
      }
      return value;
    }
    const value = await read();
    await cache.set(storeKey, { payload: JSON.stringify(value), etag: '', headers: {} }, SLICE_SECONDS);
    return value;
  };

  return {
    // Every plan names its destination: a cached reference, not a detail read, answers it.
    destination: (id) =>
      keptUnder(`planner-destination:${id}`, ['destinations'], async () => {
        const item = await found('destinations', id);
        return item && refOf(item);
      }),
    async destinationNamed(name) {
      const { items } = await reader().list(COLLECTIONS.destinations, {
        filters: { search: name },
        perPage: 1,
      });
      return items[0] ? refOf(items[0]) : null;
    },
    hasCountry: async (id) => (await found('countries', id)) !== null,
    destinationsOf: async (countryId) => (await allOf('destinations', { country_id: countryId })).map(refOf),

    slice: (destinationIds) =>
      keptUnder(`planner-slice:${destinationIds.join(',')}`, SLICE_COLLECTIONS, () =>
        readSlice(destinationIds),
      ),
  };
};
