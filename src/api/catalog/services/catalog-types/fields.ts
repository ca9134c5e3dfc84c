import { z } from 'zod';
import { MAX_INTEGER, integerId, optionalString, requiredString } from '../../../../plugins/contract/public';

/** zod field builders of the admin catalog bodies (messages are the ones clients see). */
export const num = (field: string, { min, max }: { min?: number; max?: number } = {}) => {
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
export const int = (field: string, { min, max = MAX_INTEGER }: { min?: number; max?: number } = {}) =>
  num(field, { min, max }).refine(Number.isInteger, `The ${field.replace(/_/g, ' ')} must be an integer.`);
/** A relation's id, read as every id a client sends is (CONTRACT §10). */
export const id = integerId;
export const url = (field: string) =>
  optionalString(field, { max: 1000 }).refine(
    (v) => v === undefined || v === null || /^https?:\/\/\S+$/.test(v),
    `The ${field.replace(/_/g, ' ')} must be a valid URL.`,
  );
export const currency = optionalString('currency', { max: 3 }).refine(
  (v) => v === undefined || v === null || /^[A-Za-z]{3}$/.test(v),
  'The currency must be a 3-letter ISO 4217 code.',
);
export const iata = (field: string) =>
  requiredString(field, { max: 3 })
    .refine((v) => /^[A-Za-z]{3}$/.test(v), `The ${field.replace(/_/g, ' ')} must be a 3-letter IATA code.`)
    .transform((v) => v.toUpperCase());
export const datetime = (field: string) =>
  z
    .string({ error: `The ${field.replace(/_/g, ' ')} must be a date-time.` })
    .refine(
      (v) => !Number.isNaN(Date.parse(v)),
      `The ${field.replace(/_/g, ' ')} must be a valid ISO 8601 date-time.`,
    );
export const hours = optionalString('opening_hours', { max: 100 }).refine(
  (v) => v === undefined || v === null || /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.test(v),
  'The opening hours must look like HH:MM-HH:MM.',
);
export const coordinates = {
  latitude: num('latitude', { min: -90, max: 90 }).nullish(),
  longitude: num('longitude', { min: -180, max: 180 }).nullish(),
};
export const rating = num('rating', { min: 0, max: 5 }).nullish();
export const translations = (fields: Record<string, z.ZodType>) =>
  z
    .object({ ar: z.object(fields).partial().optional() }, { error: 'The translations must be an object.' })
    .optional();

/** The destination a place is in: required on create (admin writes). */
export const destinationRef = { destination_id: id('destination_id') };
/** The category a place belongs to, if any. */
export const categoryRef = { category_id: id('category_id').nullish() };
/** How the admin writes relate a place's `destination_id` and `category_id` to their records. */
export const DESTINATION_RELATION = {
  destination_id: {
    attribute: 'destination',
    target: 'api::destination.destination',
    label: 'destination id',
  },
};
export const CATEGORY_RELATION = {
  category_id: { attribute: 'category', target: 'api::category.category', label: 'category id' },
};
