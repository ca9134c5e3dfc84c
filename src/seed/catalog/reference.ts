/** Regions, countries and categories of the seeded catalog (legacy-behaviour §6, CONTRACT §11). */
import { z } from 'zod';
import { seedData } from '../seed-data';
import regionsJson from './data/regions.json';
import countriesJson from './data/countries.json';
import categoriesJson from './data/categories.json';

const regionShape = z.strictObject({ key: z.string(), label: z.string(), ar: z.string() });

const countryShape = z.strictObject({
  iso: z.string(),
  name: z.string(),
  ar: z.string(),
  capital: z.string(),
  capitalAr: z.string(),
  currency: z.string(),
  languages: z.array(z.string()),
  region: z.string(),
});
export type CountrySeed = z.infer<typeof countryShape>;

const categoryShape = z.strictObject({
  key: z.string(),
  name: z.string(),
  ar: z.string(),
  type: z.enum(['destination', 'attraction', 'restaurant']),
  icon: z.string(),
});
export type CategorySeed = z.infer<typeof categoryShape>;

export const REGIONS = seedData('seed/catalog/data/regions.json', regionsJson, z.array(regionShape));
export const COUNTRIES = seedData('seed/catalog/data/countries.json', countriesJson, z.array(countryShape));
export const CATEGORIES = seedData(
  'seed/catalog/data/categories.json',
  categoriesJson,
  z.array(categoryShape),
);

export const flagUrl = (iso: string) => `https://flagcdn.com/w320/${iso.toLowerCase()}.png`;
