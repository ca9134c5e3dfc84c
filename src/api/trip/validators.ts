import { z } from 'zod';
import {
  booleanFlag,
  calendarDate as date,
  integerBetween as integer,
  nonNegativeAmount as amount,
  integerId,
  legacyAmount,
  optionalString,
  requiredString,
  requiredEmail,
  required,
} from '../../plugins/contract/public';
import { BOOKED_BY_PAYMENT_ONLY } from './services/rules/lock';
import { MAX_DAY_ITEMS, MAX_TRIP_DAYS, TOO_MANY_DAYS, TOO_MANY_ITEMS } from './services/rules/limits';

/** zod schemas of the trip routes: the legacy body forms of legacy-behaviour §3.3, with CONTRACT §3's rules. */
export const TRIP_STATUSES = [
  'pending',
  'planning',
  'planned',
  'active',
  'booked',
  'completed',
  'cancelled',
] as const;
/** The statuses a request may set. */
export const SETTABLE_STATUSES = TRIP_STATUSES.filter(
  (status): status is Exclude<(typeof TRIP_STATUSES)[number], 'booked'> => status !== 'booked',
);
const settableStatus = z
  .enum(SETTABLE_STATUSES, {
    error: (issue) => (issue.input === 'booked' ? BOOKED_BY_PAYMENT_ONLY : 'The selected status is invalid.'),
  })
  .meta({ description: 'Any status but `booked`, which only a paid trip package sets (422 on `status`).' });
/** Any status, `booked` included: an update may repeat the trip's current status (the service decides). */
const anyStatus = z.enum(TRIP_STATUSES, { error: 'The selected status is invalid.' }).meta({
  description:
    'Any status but `booked`, which only a paid trip package sets (422 on `status`); repeating the current status changes nothing. A booked or completed trip keeps its status (403 `trip_locked`) unless an editor of trips changes it.',
});

export const TRAVEL_STYLES = ['solo', 'couple', 'family', 'friends', 'business'] as const;
export const BUDGET_LEVELS = ['low', 'medium', 'high'] as const;

const human = (field: string) => field.replace(/_/g, ' ');

/** Legacy budgets arrive as "$1,500" or "1500 EGP": the digits are the amount. */
export const budget = legacyAmount('budget');

/** An array of strings, or one comma-separated string. */
export const interests = z
  .union(
    [
      z.array(z.string().trim().max(60, 'Each interest may not be greater than 60 characters.')),
      z.string().transform((value) => value.split(',')),
    ],
    { error: 'The interests must be a list or a comma-separated string.' },
  )
  .transform((list) => list.map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(30, 'The interests may not have more than 30 items.'));

const coordinate = (field: string, limit: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*-?\d+(\.\d+)?\s*$/)
          .transform(Number),
      ],
      {
        error: `The ${human(field)} must be a number.`,
      },
    )
    .pipe(
      z
        .number()
        .min(-limit, `The ${human(field)} must be at least -${limit}.`)
        .max(limit, `The ${human(field)} may not be greater than ${limit}.`),
    );

/** A day of a trip: 1 … 60 (CONTRACT §10). */
const dayNumber = (field: string) => integer(field, 1, MAX_TRIP_DAYS);

/** One itinerary entry in any of the legacy spellings (title|name, time|time_slot, price|estimated_cost…). */
export const legacyItemSchema = z.object({
  day_number: dayNumber('day_number').optional(),
  type: optionalString('type', { max: 50 }),
  title: optionalString('title'),
  name: optionalString('name'),
  description: optionalString('description', { max: 5000 }),
  desc: optionalString('desc', { max: 5000 }),
  notes: optionalString('notes', { max: 5000 }),
  time: optionalString('time', { max: 50 }),
  time_slot: optionalString('time_slot', { max: 50 }),
  price: amount('price').nullish(),
  estimated_cost: amount('estimated_cost').nullish(),
  itemable_id: integerId('itemable_id').nullish(),
  id: integerId('id').nullish(),
  latitude: coordinate('latitude', 90).nullish(),
  longitude: coordinate('longitude', 180).nullish(),
  location_label: optionalString('location_label'),
});

const day = z.object({
  day_number: dayNumber('day_number').optional(),
  items: z
    .array(legacyItemSchema, { error: 'The items of a day must be a list.' })
    .max(MAX_DAY_ITEMS, TOO_MANY_ITEMS)
    .optional(),
});

/** The trip fields an owner may change (PUT/PATCH): only those sent change. */
const tripFields = {
  title: requiredString('title'),
  description: optionalString('description', { max: 10000 }),
  travel_style: optionalString('travel_style', { max: 50 }),
  no_of_travelers: integer('no_of_travelers', 1, 50),
  budget,
  no_of_days: integer('no_of_days', 1, MAX_TRIP_DAYS),
  start_date: date('start_date'),
  end_date: date('end_date'),
  is_public: booleanFlag('is_public'),
  interests,
};

const endNotBeforeStart = (value: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) => {
  if (value.start_date && value.end_date && value.end_date < value.start_date)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must be a date after or equal to start date.',
    });
};

export const createTripSchema = z
  .object({
    ...tripFields,
    status: settableStatus.optional(),
    travel_style: tripFields.travel_style,
    no_of_travelers: tripFields.no_of_travelers.optional(),
    budget: tripFields.budget.optional(),
    no_of_days: tripFields.no_of_days.optional(),
    start_date: tripFields.start_date.optional(),
    end_date: tripFields.end_date.optional(),
    is_public: tripFields.is_public.optional(),
    interests: tripFields.interests.optional(),
    destination_id: integerId('destination_id').nullish(),
    city: optionalString('city', { max: 160 }),
    destination: optionalString('destination', { max: 160 }),
    days: z.array(day, { error: 'The days must be a list.' }).max(MAX_TRIP_DAYS, TOO_MANY_DAYS).optional(),
    plan: z
      .object(
        { days: z.array(day).max(MAX_TRIP_DAYS, TOO_MANY_DAYS).optional() },
        { error: 'The plan must be an object.' },
      )
      .optional(),
    items: z.array(legacyItemSchema, { error: 'The items must be a list.' }).max(1000).optional(),
  })
  .superRefine(endNotBeforeStart);

/**
 * The trip version a write is made against (CONTRACT §14), like `If-Match`: when the trip has
 * moved on, 412 `version_conflict` and nothing is written.
 */
export const versionField = integer('version', 1, 2_147_483_647).optional().meta({
  description:
    'The trip version this change is made against (as `If-Match`): 412 `version_conflict` when the trip has moved on.',
});

export const updateTripSchema = z
  .object({
    ...Object.fromEntries(Object.entries(tripFields).map(([key, schema]) => [key, schema.optional()])),
    status: anyStatus.optional(),
    version: versionField,
  } as { [K in keyof typeof tripFields]: z.ZodOptional<(typeof tripFields)[K]> } & {
    status: z.ZodOptional<typeof anyStatus>;
    version: typeof versionField;
  })
  .superRefine(endNotBeforeStart);

export type CreateTripInput = z.output<typeof createTripSchema>;
export type UpdateTripInput = z.output<typeof updateTripSchema>;
export type LegacyItem = z.output<typeof legacyItemSchema>;

/** Attach body: `item_id` (or `id`) and `day_number` (or `day`, default 1). */
export const attachSchema = z
  .object({
    item_id: integerId('item_id').nullish(),
    id: integerId('id').nullish(),
    day_number: dayNumber('day_number').optional(),
    day: dayNumber('day').optional(),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    if ((value.item_id ?? value.id) == null)
      ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'Item ID is required' });
  })
  .transform((value) => ({
    item_id: (value.item_id ?? value.id)!,
    day_number: value.day_number ?? value.day ?? 1,
    /** The field the day came from, named when that day has no room (CONTRACT §10). */
    day_field: value.day_number === undefined && value.day !== undefined ? 'day' : 'day_number',
    version: value.version,
  }));

/** Itinerary item update: only the fields sent change. */
export const updateItemSchema = z.object({
  day_number: dayNumber('day_number').optional(),
  title: optionalString('title'),
  time_slot: optionalString('time_slot', { max: 50 }),
  notes: optionalString('notes', { max: 5000 }),
  estimated_cost: amount('estimated_cost').nullish(),
  version: versionField,
});

/** Destination booking: how many travel (legacy 1..12). */
export const bookSchema = z.object({ guests: integer('guests', 1, 12) });

export type AttachInput = z.output<typeof attachSchema>;
export type UpdateItemInput = z.output<typeof updateItemSchema>;

/** Admin create: a trip for any user, in the create body's forms. */
export const adminCreateTripSchema = createTripSchema.and(z.object({ user_id: integerId('user_id') }));

/** Admin update: the owner's fields and the status, with the same rule on `booked`. */
export const adminUpdateTripSchema = updateTripSchema;

export type AdminUpdateTripInput = z.output<typeof adminUpdateTripSchema>;

/** A member's role: `owner` is nobody's to give (CONTRACT §14: 422). */
const memberRole = required(
  'role',
  z.enum(['editor', 'viewer'], { error: 'The role must be editor or viewer.' }),
).meta({ description: '`editor` (changes the plan) or `viewer` (reads it)' });

/** POST /trips/{trip}/members. */
export const inviteSchema = z.object({ email: requiredEmail('email'), role: memberRole });
/** PATCH /trips/{trip}/members/{id}. */
export const memberRoleSchema = z.object({ role: memberRole });
/** POST /trips/{trip}/share-links. */
export const shareLinkSchema = z.object({
  role: memberRole,
  expires_in_days: integer('expires_in_days', 1, 365).optional().meta({
    description: 'Days until the link stops letting people join (1–365); without it, until revoked.',
  }),
});
