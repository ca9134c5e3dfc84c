/** What travellers type as interests, mapped to the catalog's attraction and restaurant categories. */
const SYNONYMS: Record<string, string[]> = {
  museums: ['museum', 'museums', 'art', 'arts', 'gallery', 'galleries', 'culture', 'cultural', 'science'],
  historical_sites: [
    'history',
    'historical',
    'heritage',
    'architecture',
    'monuments',
    'culture',
    'cultural',
    'religion',
    'ancient',
  ],
  nature_parks: [
    'nature',
    'parks',
    'park',
    'outdoor',
    'outdoors',
    'hiking',
    'gardens',
    'garden',
    'adventure',
    'beach',
    'beaches',
    'wildlife',
    'views',
  ],
  shopping: ['shopping', 'shops', 'markets', 'market', 'fashion', 'souvenirs'],
  nightlife: ['nightlife', 'night', 'bars', 'party', 'music', 'clubs', 'entertainment'],
  family_friendly: ['family', 'kids', 'children', 'fun', 'family friendly'],
  fine_dining: ['food', 'gastronomy', 'cuisine', 'dining', 'fine dining', 'gourmet', 'wine', 'luxury'],
  street_food: ['food', 'street food', 'local food', 'cheap eats', 'markets', 'market'],
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/[_-]+/g, ' ');

/** A category's key as the planner knows it: its name in snake case (`Nature & Parks` → `nature_parks`). */
export const categoryKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The category keys an interest list asks for (unknown words ask for nothing). */
export const categoriesFor = (interests: string[]): Set<string> => {
  const wanted = new Set<string>();
  for (const interest of interests.map(normalise)) {
    for (const [category, words] of Object.entries(SYNONYMS))
      if (normalise(category) === interest || words.includes(interest)) wanted.add(category);
  }
  return wanted;
};
