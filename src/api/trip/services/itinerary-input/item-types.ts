/** The catalog types a trip refers to (polymorphic `itemable_type` / attach `{type}`). */
export const ITEM_TYPES = ['hotel', 'flight', 'restaurant', 'attraction', 'destination'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The catalog collection (read model) of each type, and what one of it costs on a trip. */
export const CATALOG_OF: Record<
  ItemType,
  { collection: string; label: string; price: (item: Record<string, unknown>) => number | null }
> = {
  hotel: { collection: 'hotels', label: 'Hotel', price: (item) => numberOr(item.price_per_night) },
  flight: { collection: 'flights', label: 'Flight', price: (item) => numberOr(item.price) },
  restaurant: {
    collection: 'restaurants',
    label: 'Restaurant',
    price: (item) =>
      item.price_cents === null || item.price_cents === undefined ? null : Number(item.price_cents) / 100,
  },
  attraction: { collection: 'attractions', label: 'Attraction', price: (item) => numberOr(item.price) },
  destination: { collection: 'destinations', label: 'Destination', price: () => null },
};

function numberOr(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * The attach route's `{type}`: case-insensitive, singular or plural, `airport(s)` meaning a
 * flight (legacy-behaviour §3.3); null for anything else (the route answers 404, CONTRACT §10).
 */
export const parseItemType = (raw: unknown): ItemType | null => {
  if (typeof raw !== 'string') return null;
  const word = raw.trim().toLowerCase();
  if (word === 'airport' || word === 'airports') return 'flight';
  const singular = word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('s')
      ? word.slice(0, -1)
      : word;
  return (ITEM_TYPES as readonly string[]).includes(singular) ? (singular as ItemType) : null;
};

/**
 * A legacy body's item `type`: a type of `parseItemType`, or the legacy morph class
 * (`App\\Models\\Hotel`); null for anything else.
 */
export const parseMorphType = (raw: unknown): ItemType | null => {
  if (typeof raw !== 'string') return null;
  const morph = /^\\?App\\Models\\(\w+)$/.exec(raw.trim());
  return parseItemType(morph ? morph[1] : raw);
};
