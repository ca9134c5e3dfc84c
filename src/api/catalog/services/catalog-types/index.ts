import type { CollectionSpec } from '../read/collection-spec';
import { attractions } from './attractions';
import { categories } from './categories';
import type { CatalogType } from './catalog-type';
import { cities } from './cities';
import { countries } from './countries';
import { destinations } from './destinations';
import { flights } from './flights';
import { hotels } from './hotels';
import { restaurants } from './restaurants';

/** Every catalog type, by its path segment: the one list the rest of the catalog is derived from. */
export const CATALOG_TYPES: Record<string, CatalogType> = {
  attractions,
  categories,
  cities,
  countries,
  destinations,
  flights,
  hotels,
  restaurants,
};

/** The public read specs, by path segment. */
export const COLLECTIONS: Record<string, CollectionSpec> = Object.fromEntries(
  Object.entries(CATALOG_TYPES).map(([name, type]) => [name, type.read]),
);

/** The types editors may write through `/api/admin/<name>`. */
export const ADMIN_TYPES = Object.entries(CATALOG_TYPES).filter(([, type]) => type.admin);

/** The types with an uploaded image or flag (a media field standing in for a URL column). */
export const MEDIA_SPECS = Object.values(CATALOG_TYPES)
  .map((type) => type.read)
  .filter((spec) => spec.media);

/**
 * The catalog records a review, a favourite or a trip's place names by kind (`hotel`…), and the
 * content type of each: the one map from a kind to its uid.
 */
export const PLACE_KINDS = {
  destination: COLLECTIONS.destinations.uid,
  hotel: COLLECTIONS.hotels.uid,
  restaurant: COLLECTIONS.restaurants.uid,
  attraction: COLLECTIONS.attractions.uid,
  flight: COLLECTIONS.flights.uid,
} as const;
export type PlaceKind = keyof typeof PLACE_KINDS;
