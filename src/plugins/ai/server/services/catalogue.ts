import type { Core } from '@strapi/strapi';
import { NotFoundError, ValidationError, contract } from '../../../contract/public';
import { COLLECTIONS, catalog, type Item } from '../../../../api/catalog/public';
import { placeFrom } from '../planner/catalogue';
import { categoryKey } from '../planner/interests';
import type { Catalogue, Place, PlaceKind } from '../planner/types';

export type WhereInput = {
  destination_id?: number | null;
  destination_country_id?: number | null;
  city?: string | null;
  destination?: string | null;
};

const PER_PAGE = 100;
/** A loaded slice is kept this long at most; any write to the collections it reads replaces it sooner. */
const SLICE_SECONDS = 300;
const SLICE_COLLECTIONS = ['destinations', 'attractions', 'restaurants', 'hotels', 'categories'];
const KINDS: Array<[PlaceKind, string, keyof Catalogue]> = [
  ['attraction', 'attractions', 'attractions'],
  ['restaurant', 'restaurants', 'restaurants'],
  ['hotel', 'hotels', 'hotels'],
];

/** The catalog slice a plan may use, read through the catalog's read models (no request involved). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reader = () => catalog(strapi).reader;

  const allOf = async (collection: string, filters: Record<string, unknown>) => {
    const items: Item[] = [];
    for (let page = 1; ; page += 1) {
      const result = await reader().list(COLLECTIONS[collection], { filters, page, perPage: PER_PAGE });
      items.push(...result.items);
      if (page * PER_PAGE >= result.total) return items;
    }
  };

  const readSlice = async (destinationIds: number[]): Promise<Catalogue> => {
    const categories = new Map(
      (await allOf('categories', {})).map((c) => [c.id as number, categoryKey(String(c.name ?? ''))]),
    );
    const catalogue: Catalogue = { destinations: [], attractions: [], restaurants: [], hotels: [] };
    for (const id of destinationIds) {
      const destination = await reader().find(COLLECTIONS.destinations, id);
      if (typeof destination.latitude === 'number' && typeof destination.longitude === 'number')
        catalogue.destinations.push({
          id,
          name: String(destination.name),
          lat: destination.latitude,
          lng: destination.longitude,
        });
      for (const [kind, collection, key] of KINDS) {
        const places = (await allOf(collection, { destination_id: id }))
          .map((row) => placeFrom(kind, row, categories.get(row.category_id as number) ?? null))
          .filter((place): place is Place => place !== null);
        (catalogue[key] as Place[]).push(...places);
      }
    }
    return catalogue;
  };

  return {
    /**
     * The destinations a request names: `destination_id`, else `city` or `destination` matched by name,
     * else every destination of `destination_country_id`. Nothing in the catalog: 422 on the field.
     */
    async destinationIds(input: WhereInput): Promise<number[]> {
      if (input.destination_id) {
        await reader()
          .find(COLLECTIONS.destinations, input.destination_id)
          .catch((error: unknown) => {
            // Only a missing record is the caller's mistake; anything else (a database outage) is ours.
            if (!(error instanceof NotFoundError)) throw error;
            throw ValidationError.field('destination_id', 'The selected destination id is invalid.');
          });
        return [input.destination_id];
      }
      const name = input.city ?? input.destination;
      if (name) {
        const { items } = await reader().list(COLLECTIONS.destinations, {
          filters: { search: name },
          perPage: 1,
        });
        if (!items[0])
          throw ValidationError.field(
            input.city ? 'city' : 'destination',
            `No destination in our catalog matches "${name}".`,
          );
        return [items[0].id as number];
      }
      if (!input.destination_country_id)
        throw ValidationError.field(
          'destination_country_id',
          'The destination country id field is required when none of city / destination are present.',
        );
      await reader()
        .find(COLLECTIONS.countries, input.destination_country_id)
        .catch((error: unknown) => {
          if (!(error instanceof NotFoundError)) throw error;
          throw ValidationError.field(
            'destination_country_id',
            'The selected destination country id is invalid.',
          );
        });
      const destinations = await allOf('destinations', { country_id: input.destination_country_id });
      if (destinations.length === 0)
        throw ValidationError.field(
          'destination_country_id',
          'The selected country has no destination in our catalog yet.',
        );
      return destinations.map((d) => d.id as number);
    },

    /**
     * The destinations' located attractions, restaurants and hotels, as the planner sees them: kept
     * in the response cache under the catalog's own tags, so an edit in the admin panel is seen at once.
     */
    async load(destinationIds: number[]): Promise<Catalogue> {
      const cache = contract(strapi).responseCache;
      const tags = [...new Set(SLICE_COLLECTIONS.flatMap((name) => COLLECTIONS[name].tags))];
      const { hit, storeKey } = await cache.get(`ai-catalogue:${destinationIds.join(',')}`, tags);
      if (hit) return JSON.parse(hit.payload) as Catalogue;
      const catalogue = await readSlice(destinationIds);
      await cache.set(storeKey, { payload: JSON.stringify(catalogue), etag: '', headers: {} }, SLICE_SECONDS);
      return catalogue;
    },
  };
};
