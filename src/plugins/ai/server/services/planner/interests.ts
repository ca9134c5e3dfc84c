import { memoized } from '../../../../../lib/lru';
import { findTerms, vocabulary } from './terms';

/** What travellers type as interests, mapped to the catalog's attraction and restaurant categories. */
const SYNONYMS: Record<string, string[]> = {
  museums: [
    'museum',
    'art',
    'arts',
    'gallery',
    'galleries',
    'culture',
    'cultural',
    'science',
    'exhibition',
    'exhibitions',
  ],
  historical_sites: [
    'history',
    'historical',
    'historic',
    'heritage',
    'architecture',
    'monument',
    'culture',
    'cultural',
    'religion',
    'ancient',
    'landmark',
    'sightseeing',
    'castle',
    'palace',
    'temple',
    'church',
    'mosque',
    'ruins',
    'archaeology',
  ],
  nature_parks: [
    'nature',
    'park',
    'outdoor',
    'outdoors',
    'hiking',
    'garden',
    'adventure',
    'beach',
    'wildlife',
    'views',
    'scenery',
    'mountain',
  ],
  shopping: ['shopping', 'shop', 'market', 'fashion', 'souvenir', 'boutique'],
  nightlife: [
    'nightlife',
    'night',
    'bar',
    'party',
    'music',
    'club',
    'entertainment',
    'concert',
    'theatre',
    'theater',
  ],
  family_friendly: ['family', 'kids', 'children', 'fun', 'family friendly', 'zoo', 'aquarium', 'theme park'],
  fine_dining: [
    'food',
    'gastronomy',
    'cuisine',
    'culinary',
    'foodie',
    'dining',
    'fine dining',
    'gourmet',
    'wine',
    'luxury',
  ],
  street_food: ['food', 'street food', 'local food', 'cheap eats', 'market', 'culinary', 'foodie'],
};

/** A category's key as the planner knows it: its name in snake case (`Nature & Parks` → `nature_parks`). */
export const categoryKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Each category's own name (`nature parks`) and its synonyms. */
export const INTEREST_TERMS = vocabulary(
  Object.entries(SYNONYMS).map(([category, words]): [string, string[]] => [category, [category, ...words]]),
);

/** Interests already read: the same few phrases come again and again. */
const categoriesRead = memoized(1000, (interest: string): readonly string[] =>
  findTerms(interest, INTEREST_TERMS),
);

/** The catalog categories one interest names: `History & Culture` → historical sites and museums. */
export const categoriesOf = (interest: string): string[] => [...categoriesRead(interest)];

/** The category keys an interest list asks for (words the catalog has nothing for ask for nothing). */
export const categoriesFor = (interests: string[]): Set<string> => new Set(interests.flatMap(categoriesOf));
