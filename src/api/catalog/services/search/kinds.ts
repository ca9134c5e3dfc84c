/**
 * What the catalog search indexes of each kind of record (CONTRACT §16): its names in every
 * language, and the other words a traveller may type — its city, its country, its description.
 */
export type SearchKind = {
  uid: string;
  /** The record's own localized name fields. */
  names: readonly string[];
  /** Its other words: localized fields of its own. */
  body: readonly string[];
  /** The destination it lies at (city and name), and through it the country. */
  atDestination?: boolean;
  /** The country it lies in (cities, destinations). */
  inCountry?: boolean;
};

export const SEARCH_KINDS: Record<
  'destination' | 'hotel' | 'restaurant' | 'attraction' | 'city' | 'country',
  SearchKind
> = {
  destination: {
    uid: 'api::destination.destination',
    names: ['name'],
    body: ['city_name', 'description'],
    inCountry: true,
  },
  hotel: { uid: 'api::hotel.hotel', names: ['name'], body: ['address', 'description'], atDestination: true },
  restaurant: {
    uid: 'api::restaurant.restaurant',
    names: ['name'],
    body: ['cuisine', 'address', 'description'],
    atDestination: true,
  },
  attraction: {
    uid: 'api::attraction.attraction',
    names: ['name'],
    body: ['description'],
    atDestination: true,
  },
  city: { uid: 'api::city.city', names: ['name'], body: ['description'], inCountry: true },
  country: { uid: 'api::country.country', names: ['name', 'iso_code'], body: ['description'] },
};

export type SearchKindName = keyof typeof SEARCH_KINDS;

export const SEARCH_KIND_NAMES = Object.keys(SEARCH_KINDS) as SearchKindName[];

export const kindOfUid = (uid: string): SearchKindName | undefined =>
  SEARCH_KIND_NAMES.find((kind) => SEARCH_KINDS[kind].uid === uid);

export const SEARCH_ENTRY = 'api::catalog.search-entry';
export const SEARCH_TERM = 'api::catalog.search-term';
