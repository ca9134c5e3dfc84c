import { vocabulary } from './terms';
import type { BudgetTier } from './types';

/** The trip's travel parties (the legacy `GET /trips/create` travel styles). */
export const PARTIES = ['solo', 'couple', 'family', 'friends', 'business'] as const;
export type Party = (typeof PARTIES)[number];

/** The words people use for a budget tier. `premium` and `comfort` sit below `luxury`; `high end` is luxury. */
export const TIER_TERMS = vocabulary<BudgetTier>([
  [
    'low',
    [
      'low',
      'budget',
      'economy',
      'economic',
      'economical',
      'cheap',
      'low cost',
      'backpacker',
      'backpacking',
      'basic',
      'affordable',
      'inexpensive',
      'shoestring',
      'hostel',
      'thrifty',
      'frugal',
      'saver',
    ],
  ],
  [
    'medium',
    [
      'medium',
      'moderate',
      'mid',
      'mid range',
      'midrange',
      'standard',
      'average',
      'normal',
      'regular',
      'middle',
      'mid level',
    ],
  ],
  ['high', ['high', 'comfort', 'comfortable', 'upscale', 'premium', 'superior', 'upper']],
  [
    'luxury',
    [
      'luxury',
      'luxurious',
      'lux',
      'deluxe',
      'high end',
      'five star',
      '5 star',
      'vip',
      'exclusive',
      'platinum',
      'lavish',
      'opulent',
      'first class',
    ],
  ],
]);

/** The words people use for who travels. */
export const PARTY_TERMS = vocabulary<Party>([
  ['solo', ['solo', 'alone', 'single', 'myself', 'individual', 'independent', 'one person']],
  ['couple', ['couple', 'romantic', 'romance', 'honeymoon', 'partner', 'anniversary', 'two of us', 'spouse']],
  ['family', ['family', 'kids', 'children', 'child', 'toddler', 'parents']],
  ['friends', ['friends', 'group', 'buddies', 'mates']],
  ['business', ['business', 'work', 'corporate', 'colleagues', 'conference']],
]);

/** `$` to `$$$$`, as price levels are often written. */
export const tierOfDollars = (text: string): BudgetTier | null => {
  const match = /^\s*(\$+)\s*$/.exec(text);
  return match
    ? ((['low', 'medium', 'high', 'luxury'] as const)[Math.min(match[1].length, 4) - 1] ?? null)
    : null;
};

/** Travellers a party implies when the request does not say how many. */
export const PARTY_SIZE: Partial<Record<Party, number>> = { solo: 1, couple: 2 };
