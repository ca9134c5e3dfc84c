/**
 * Destinations with true city-centre coordinates and, for each, eight real attractions placed
 * where they are (prices in USD, opening hours local, visit durations in minutes).
 */
import { z } from 'zod';
import { seedData } from '../seed-data';
import destinationsJson from './data/destinations.json';

/** One attraction as a row of the JSON. */
export type AttractionSeed = [
  name: string,
  ar: string,
  lat: number,
  lng: number,
  category: string,
  price: number,
  hours: string,
  minutes: number,
  rating: number,
];

const attractionShape: z.ZodType<AttractionSeed> = z.tuple([
  z.string(),
  z.string(),
  z.number(),
  z.number(),
  z.string(),
  z.number(),
  z.string(),
  z.number(),
  z.number(),
]);

const destinationShape = z.strictObject({
  key: z.string(),
  name: z.string(),
  ar: z.string(),
  iso: z.string(),
  lat: z.number(),
  lng: z.number(),
  airport: z.string(),
  categories: z.array(z.string()),
  description: z.string(),
  descriptionAr: z.string(),
  attractions: z.array(attractionShape),
});
export type DestinationSeed = z.infer<typeof destinationShape>;

export const DESTINATIONS = seedData(
  'seed/catalog/data/destinations.json',
  destinationsJson,
  z.array(destinationShape),
);
