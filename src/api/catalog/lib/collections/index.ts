import type { CollectionSpec } from '../types';
import { attractions } from './attractions';
import { categories } from './categories';
import { cities } from './cities';
import { countries } from './countries';
import { destinations } from './destinations';
import { flights } from './flights';
import { hotels } from './hotels';
import { restaurants } from './restaurants';

export const COLLECTIONS: Record<string, CollectionSpec> = {
  attractions,
  categories,
  cities,
  countries,
  destinations,
  flights,
  hotels,
  restaurants,
};
