import { attractionsDocs } from './attractions';
import { categoriesDocs } from './categories';
import { citiesDocs } from './cities';
import { countriesDocs } from './countries';
import { destinationsDocs } from './destinations';
import { flightsDocs } from './flights';
import { hotelsDocs } from './hotels';
import { restaurantsDocs } from './restaurants';
import type { TypeDocs } from './type-docs';

/** The OpenAPI face of every catalog type, by its path segment (the keys of `CATALOG_TYPES`). */
export const CATALOG_DOCS: Record<string, TypeDocs> = {
  attractions: attractionsDocs,
  categories: categoriesDocs,
  cities: citiesDocs,
  countries: countriesDocs,
  destinations: destinationsDocs,
  flights: flightsDocs,
  hotels: hotelsDocs,
  restaurants: restaurantsDocs,
};
