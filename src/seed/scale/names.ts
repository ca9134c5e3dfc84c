/**
 * Place names for the scaled catalog: invented city names spelled in Latin letters and written in
 * Arabic letters by their sounds (as Arabic writes foreign names: long vowels as letters), and the
 * districts a chain of hotels or a city's sights spread over.
 */
const CONSONANTS: Record<string, string> = {
  b: 'ب',
  d: 'د',
  f: 'ف',
  g: 'غ',
  h: 'ه',
  j: 'ج',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  r: 'ر',
  s: 'س',
  t: 'ت',
  v: 'ف',
  z: 'ز',
  sh: 'ش',
  q: 'ق',
  y: 'ي',
  w: 'و',
};
const VOWELS: Record<string, string> = { a: 'ا', e: 'ي', i: 'ي', o: 'و', u: 'و' };
const ONSETS = Object.keys(CONSONANTS);
const NUCLEI = Object.keys(VOWELS);
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'm'];

type Random = () => number;
const pick = <T>(values: readonly T[], random: Random) => values[Math.floor(random() * values.length)];

/** One syllable in both scripts; a word's first vowel sound is carried by an alef with hamza. */
const syllable = (random: Random, first: boolean) => {
  const onset = first && random() < 0.15 ? '' : pick(ONSETS, random);
  const nucleus = pick(NUCLEI, random);
  const coda = pick(CODAS, random);
  const arabic = (onset ? CONSONANTS[onset] : 'أ') + VOWELS[nucleus] + (coda ? CONSONANTS[coda] : '');
  return { latin: onset + nucleus + coda, arabic };
};

/** An invented city name of two or three syllables, e.g. `Kasira` / `كاسيرا`. */
export const cityName = (random: Random) => {
  const count = random() < 0.6 ? 2 : 3;
  const parts = Array.from({ length: count }, (_, i) => syllable(random, i === 0));
  const latin = parts.map((part) => part.latin).join('');
  return {
    en: latin[0].toUpperCase() + latin.slice(1),
    ar: parts.map((part) => part.arabic).join(''),
  };
};

/** Where in a city a place lies: names of chains and sights are told apart by it. */
export const DISTRICTS = [
  { en: 'Old Town', ar: 'البلدة القديمة' },
  { en: 'Harbour', ar: 'الميناء' },
  { en: 'Central', ar: 'وسط المدينة' },
  { en: 'Riverside', ar: 'ضفة النهر' },
] as const;

/** A city's sights, ten kinds; `{city}` stands for the city's name. */
export const SIGHTS = [
  { en: '{city} Old Market', ar: 'سوق {city} القديم', category: 'shopping' },
  { en: '{city} Museum of Art', ar: 'متحف {city} للفنون', category: 'museums' },
  { en: '{city} Castle', ar: 'قلعة {city}', category: 'historical' },
  { en: '{city} Botanical Gardens', ar: 'حدائق {city} النباتية', category: 'nature' },
  { en: '{city} Cathedral', ar: 'كاتدرائية {city}', category: 'historical' },
  { en: '{city} Grand Mosque', ar: 'جامع {city} الكبير', category: 'historical' },
  { en: '{city} Aquarium', ar: 'أحياء {city} المائية', category: 'family' },
  { en: '{city} Clock Tower', ar: 'برج ساعة {city}', category: 'historical' },
  { en: '{city} National Park', ar: 'منتزه {city} الوطني', category: 'nature' },
  { en: '{city} History Gallery', ar: 'معرض {city} للتاريخ', category: 'museums' },
] as const;
