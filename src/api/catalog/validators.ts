import { z } from 'zod';
import {
  MAX_DECIMAL,
  MAX_INTEGER,
  booleanFlag,
  optionalString,
  requiredString,
} from '../../plugins/contract/public';

/** zod schemas of the admin catalog API: one per collection, `create` strict on required fields, `update` partial. */
const num = (field: string, { min, max }: { min?: number; max?: number } = {}) => {
  const label = field.replace(/_/g, ' ');
  let schema = z.number();
  if (min !== undefined) schema = schema.min(min, `The ${label} must be at least ${min}.`);
  if (max !== undefined) schema = schema.max(max, `The ${label} may not be greater than ${max}.`);
  // Numbers may arrive as JSON numbers or as numeric strings (form posts).
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      { error: `The ${label} must be a number.` },
    )
    .pipe(schema);
};
// Integer columns are 32-bit: a larger value is a validation error, not a database one.
const int = (field: string, { min, max = MAX_INTEGER }: { min?: number; max?: number } = {}) =>
  num(field, { min, max }).refine(Number.isInteger, `The ${field.replace(/_/g, ' ')} must be an integer.`);
const id = (field: string) => int(field, { min: 1 });
const url = (field: string) =>
  optionalString(field, { max: 1000 }).refine(
    (v) => v === undefined || v === null || /^https?:\/\/\S+$/.test(v),
    `The ${field.replace(/_/g, ' ')} must be a valid URL.`,
  );
const currency = optionalString('currency', { max: 3 }).refine(
  (v) => v === undefined || v === null || /^[A-Za-z]{3}$/.test(v),
  'The currency must be a 3-letter ISO 4217 code.',
);
const iata = (field: string) =>
  requiredString(field, { max: 3 })
    .refine((v) => /^[A-Za-z]{3}$/.test(v), `The ${field.replace(/_/g, ' ')} must be a 3-letter IATA code.`)
    .transform((v) => v.toUpperCase());
const datetime = (field: string) =>
  z
    .string({ error: `The ${field.replace(/_/g, ' ')} must be a date-time.` })
    .refine(
      (v) => !Number.isNaN(Date.parse(v)),
      `The ${field.replace(/_/g, ' ')} must be a valid ISO 8601 date-time.`,
    );
const hours = optionalString('opening_hours', { max: 100 }).refine(
  (v) => v === undefined || v === null || /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.test(v),
  'The opening hours must look like HH:MM-HH:MM.',
);
const coordinates = {
  latitude: num('latitude', { min: -90, max: 90 }).nullish(),
  longitude: num('longitude', { min: -180, max: 180 }).nullish(),
};
const rating = num('rating', { min: 0, max: 5 }).nullish();
const translations = (fields: Record<string, z.ZodType>) =>
  z
    .object({ ar: z.object(fields).partial().optional() }, { error: 'The translations must be an object.' })
    .optional();

const shapes = {
  categories: {
    name: requiredString('name', { max: 120 }),
    type: z.enum(['destination', 'attraction', 'restaurant'], { error: 'The selected type is invalid.' }),
    icon: optionalString('icon', { max: 100 }),
    translations: translations({ name: optionalString('name', { max: 120 }) }),
  },
  countries: {
    name: requiredString('name', { max: 120 }),
    iso_code: requiredString('iso_code', { max: 3 })
      .refine((v) => /^[A-Za-z]{2,3}$/.test(v), 'The iso code must be 2 or 3 letters.')
      .transform((v) => v.toUpperCase()),
    capital: optionalString('capital', { max: 120 }),
    flag_url: url('flag_url'),
    currency,
    languages: z
      .array(z.string().max(10), { error: 'The languages must be a list of language codes.' })
      .optional(),
    region: optionalString('region', { max: 40 }),
    translations: translations({
      name: optionalString('name', { max: 120 }),
      capital: optionalString('capital', { max: 120 }),
    }),
  },
  destinations: {
    name: requiredString('name', { max: 160 }),
    city_name: optionalString('city_name', { max: 120 }),
    description: optionalString('description', { max: 5000 }),
    image: url('image'),
    ...coordinates,
    country_id: id('country_id').nullish(),
    category_ids: z
      .array(id('category_ids'), { error: 'The category ids must be a list of ids.' })
      .optional(),
    translations: translations({
      name: optionalString('name', { max: 160 }),
      city_name: optionalString('city_name', { max: 120 }),
      description: optionalString('description', { max: 5000 }),
    }),
  },
  hotels: {
    name: requiredString('name', { max: 160 }),
    destination_id: id('destination_id'),
    description: optionalString('description', { max: 5000 }),
    address: optionalString('address'),
    price_per_night: num('price_per_night', { min: 0, max: MAX_DECIMAL }),
    currency,
    rating,
    stars: int('stars', { min: 1, max: 5 }).nullish(),
    availability: booleanFlag('availability').optional(),
    image: url('image'),
    ...coordinates,
    amenities: z.array(z.string().max(60), { error: 'The amenities must be a list of strings.' }).optional(),
    translations: translations({
      name: optionalString('name', { max: 160 }),
      description: optionalString('description', { max: 5000 }),
      address: optionalString('address'),
    }),
  },
  restaurants: {
    name: requiredString('name', { max: 160 }),
    destination_id: id('destination_id'),
    category_id: id('category_id').nullish(),
    description: optionalString('description', { max: 5000 }),
    cuisine: optionalString('cuisine', { max: 120 }),
    price_range: z
      .enum(['$', '$$', '$$$', '$$$$'], { error: 'The price range must be one of $, $$, $$$, $$$$.' })
      .nullish(),
    price_cents: int('price_cents', { min: 0 }).nullish(),
    currency,
    rating,
    address: optionalString('address'),
    image: url('image'),
    ...coordinates,
    opening_hours: hours,
    translations: translations({
      name: optionalString('name', { max: 160 }),
      description: optionalString('description', { max: 5000 }),
      cuisine: optionalString('cuisine', { max: 120 }),
      address: optionalString('address'),
    }),
  },
  attractions: {
    name: requiredString('name', { max: 160 }),
    destination_id: id('destination_id'),
    category_id: id('category_id').nullish(),
    description: optionalString('description', { max: 5000 }),
    image: url('image'),
    ...coordinates,
    price: num('price', { min: 0, max: MAX_DECIMAL }).optional(),
    currency,
    opening_hours: hours,
    duration_minutes: int('duration_minutes', { min: 0, max: 1440 }).nullish(),
    rating,
    translations: translations({
      name: optionalString('name', { max: 160 }),
      description: optionalString('description', { max: 5000 }),
    }),
  },
  flights: {
    airline: requiredString('airline', { max: 120 }),
    flight_number: requiredString('flight_number', { max: 12 }),
    departure_airport: iata('departure_airport'),
    arrival_airport: iata('arrival_airport'),
    departure_date: datetime('departure_date'),
    arrival_date: datetime('arrival_date'),
    price: num('price', { min: 0, max: MAX_DECIMAL }),
    currency,
    booking_status: z
      .enum(['pending', 'confirmed', 'cancelled'], { error: 'The selected booking status is invalid.' })
      .optional(),
  },
};

export type AdminCollection = keyof typeof shapes;
export const ADMIN_COLLECTIONS = Object.keys(shapes) as AdminCollection[];

// One schema object per collection: the route declares it and the handler validates with the same one.
const CREATE = new Map(ADMIN_COLLECTIONS.map((name) => [name, z.object(shapes[name])]));
const UPDATE = new Map(ADMIN_COLLECTIONS.map((name) => [name, z.object(shapes[name]).partial()]));
export const createSchema = (collection: AdminCollection) => CREATE.get(collection)!;
export const updateSchema = (collection: AdminCollection) => UPDATE.get(collection)!;
