import type { PlaceKind } from '../../ports/catalog-slice-reader';
import type { Catalog, Place } from './types';

const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'at', 'de', 'la', 'le', 'du', 'visit', 'to', 'and']);

const tokens = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u0600-\u06ff]+/g, ' ')
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));

/** How alike two names are, 0..1: token overlap (Jaccard), or 1 for the same words. */
export const nameSimilarity = (a: string, b: string) => {
  const left = new Set(tokens(a));
  const right = new Set(tokens(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
};

/** Below this, a name matches nothing: the item is dropped, never invented. */
export const MATCH_THRESHOLD = 0.5;

const pools = (catalog: Catalog): Record<PlaceKind, Place[]> => ({
  attraction: catalog.attractions,
  restaurant: catalog.restaurants,
  hotel: catalog.hotels,
});

/**
 * The catalog record a model's name means: the most similar name of the kind it said (then of any
 * kind), at or above the threshold; null when nothing in the catalog is close enough.
 */
export const matchPlace = (catalog: Catalog, name: string, kind: PlaceKind | null): Place | null => {
  const all = pools(catalog);
  const order: PlaceKind[] = kind
    ? [kind, ...(['attraction', 'restaurant', 'hotel'] as const).filter((k) => k !== kind)]
    : ['attraction', 'restaurant', 'hotel'];
  for (const candidateKind of order) {
    let best: { place: Place; score: number } | null = null;
    for (const place of all[candidateKind]) {
      const score = nameSimilarity(name, place.name);
      if (score >= MATCH_THRESHOLD && (!best || score > best.score)) best = { place, score };
    }
    if (best) return best.place;
  }
  return null;
};
