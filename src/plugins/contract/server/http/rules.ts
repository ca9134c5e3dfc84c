import { z } from 'zod';

/**
 * Field rules with the messages legacy clients know ("The email field is required.").
 * `label` is the field name as the client sent it, with underscores read as spaces.
 */
/** The largest value of the databases' 32-bit integer columns. */
export const MAX_INTEGER = 2147483647;
/** Strapi's `decimal` columns are decimal(10,2) on PostgreSQL. */
export const MAX_DECIMAL = 99999999.99;

const human = (field: string) => field.replace(/_/g, ' ');

const missing = (input: unknown) => input === undefined || input === null;

export const requiredString = (
  field: string,
  { max = 255, min = 1 }: { max?: number; min?: number } = {},
) => {
  const base = z
    .string({
      error: (issue) =>
        missing(issue.input)
          ? `The ${human(field)} field is required.`
          : `The ${human(field)} must be a string.`,
    })
    .trim()
    .min(1, `The ${human(field)} field is required.`);
  // One message per failed rule: "required" already covers the empty string.
  return (min > 1 ? base.min(min, `The ${human(field)} must be at least ${min} characters.`) : base).max(
    max,
    `The ${human(field)} may not be greater than ${max} characters.`,
  );
};

/** Absent, null or empty → null; otherwise a trimmed string within `max`. */
export const optionalString = (field: string, { max = 255 }: { max?: number } = {}) =>
  z
    .string({ error: `The ${human(field)} must be a string.` })
    .trim()
    .max(max, `The ${human(field)} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value));

export const requiredEmail = (field = 'email') =>
  requiredString(field, { max: 255 })
    .pipe(z.email({ error: `The ${human(field)} must be a valid email address.` }))
    .transform((value) => value.toLowerCase());

export const password = (field = 'password', { min = 8, max = 255 }: { min?: number; max?: number } = {}) =>
  z
    .string({
      error: (issue) =>
        missing(issue.input)
          ? `The ${human(field)} field is required.`
          : `The ${human(field)} must be a string.`,
    })
    .min(1, `The ${human(field)} field is required.`)
    .min(min, `The ${human(field)} must be at least ${min} characters.`)
    .max(max, `The ${human(field)} may not be greater than ${max} characters.`);

export const booleanFlag = (field: string) =>
  z.union(
    [
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
      z.literal(1).transform(() => true),
      z.literal(0).transform(() => false),
    ],
    {
      error: `The ${human(field)} field must be true or false.`,
    },
  );

/** Adds the legacy `*_confirmation` rule: a mismatch is reported on the field itself. */
export const confirmed =
  <T extends Record<string, unknown>>(field: string) =>
  (value: T, ctx: z.RefinementCtx) => {
    const original = value[field];
    if (original === undefined || original === null) return;
    if (value[`${field}_confirmation`] !== original) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `The ${human(field)} field confirmation does not match.`,
      });
    }
  };

/** An integer (or a string of digits) within [min, max], with the legacy messages. */
export const integerBetween = (field: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*-?\d+\s*$/)
          .transform(Number),
      ],
      {
        error: `The ${human(field)} must be an integer.`,
      },
    )
    .pipe(
      z
        .number()
        .int(`The ${human(field)} must be an integer.`)
        .min(min, `The ${human(field)} must be at least ${min}.`)
        .max(max, `The ${human(field)} may not be greater than ${max}.`),
    );

/** A non-negative decimal (or a string of one) within the decimal columns' range. */
export const nonNegativeAmount = (field: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+(\.\d+)?\s*$/)
          .transform(Number),
      ],
      {
        error: `The ${human(field)} must be a number.`,
      },
    )
    .pipe(
      z
        .number()
        .min(0, `The ${human(field)} must be at least 0.`)
        .max(MAX_DECIMAL, `The ${human(field)} may not be greater than ${MAX_DECIMAL}.`),
    );

/**
 * A money amount as legacy clients send it: a number, or a string whose digits are the amount
 * ("$1,500", "1500 EGP"); within the decimal columns' range. Trips and the planner take budgets so.
 */
export const legacyAmount = (field: string) =>
  z
    .union([z.number(), z.string().transform((value) => Number(value.replace(/[^\d.]/g, '') || 0))], {
      error: `The ${human(field)} must be a number.`,
    })
    .pipe(
      z
        .number()
        .min(0, `The ${human(field)} must be at least 0.`)
        .max(MAX_DECIMAL, `The ${human(field)} may not be greater than ${MAX_DECIMAL}.`),
    );

const isCalendarDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** A calendar date `YYYY-MM-DD` (a longer ISO string is cut to its date). */
export const calendarDate = (field: string) =>
  z
    .string({ error: `The ${human(field)} is not a valid date.` })
    .regex(/^\d{4}-\d{2}-\d{2}/, `The ${human(field)} is not a valid date.`)
    // A day that exists: JavaScript's parser takes 2026-02-30 (it rolls over to March).
    .refine((value) => isCalendarDay(value.slice(0, 10)), `The ${human(field)} is not a valid date.`)
    .transform((value) => value.slice(0, 10));

/** Any rule, made required: absent or null is "The … field is required." (not the rule's own message). */
export const required = <T extends z.ZodType>(field: string, rule: T) =>
  z
    .unknown()
    .refine((value) => !missing(value), { message: `The ${human(field)} field is required.`, abort: true })
    .pipe(rule);
