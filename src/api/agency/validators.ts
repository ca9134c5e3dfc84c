import { z } from 'zod';
import {
  calendarDate,
  idempotencyKey,
  integerBetween,
  integerId,
  nonNegativeAmount,
  optionalString,
  required,
  requiredString,
} from '../../plugins/contract/public';
import { BUDGET_LEVELS } from './content-types/rows';

const budgetLevel = z
  .enum(BUDGET_LEVELS, { error: 'The selected budget level is invalid.' })
  .meta({ description: '`low`, `medium`, `high` or `luxury`' });

/** POST /agency-requests (legacy-behaviour §3.12). */
export const requestSchema = z.object({
  budget_level: budgetLevel.nullish(),
  idempotency_key: idempotencyKey,
});

/** POST /admin/agency-requests/{a}/approve. */
export const routeSchema = z.object({
  agency_user_id: required('agency_user_id', integerId('agency_user_id')),
});

/** POST /agency-assignments/{a}/report. */
export const reportSchema = z.object({
  reason: requiredString('reason', { max: 500 }),
  details: optionalString('details', { max: 5000 }),
});

const item = z.object({
  type: requiredString('type', { max: 255 }).meta({
    description:
      '`hotel`, `flight`, `restaurant`, `attraction`, `destination` (any case, plural too) or the legacy morph class (`App\\Models\\Hotel`)',
  }),
  id: integerId('id'),
});

/** POST /agency/assignments/{a}/trips: the legacy body and its defaults. */
export const buildTripSchema = z
  .object({
    title: requiredString('title', { max: 255 }),
    start_date: calendarDate('start_date').nullish(),
    end_date: calendarDate('end_date').nullish(),
    capacity: integerBetween('capacity', 1, 50).nullish(),
    no_of_travelers: integerBetween('no_of_travelers', 1, 50).nullish(),
    price: nonNegativeAmount('price').nullish(),
    items: z.array(item, { error: 'The items must be a list.' }).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.start_date && value.end_date && value.end_date < value.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The end date must be a date after or equal to start date.',
      });
  });

/** PUT /agency/profile: only the fields sent change. */
export const profileSchema = z.object({
  name: optionalString('name', { max: 255 }),
  phone: optionalString('phone', { max: 25 }),
  bio: optionalString('bio', { max: 1000 }),
  location: optionalString('location', { max: 255 }),
  specialties: z
    .array(z.string().trim().min(1).max(60, 'Each specialty may not be greater than 60 characters.'), {
      error: 'The specialties must be a list of strings.',
    })
    .max(20, 'The specialties may not have more than 20 items.')
    .nullish(),
});

export type BuildTripBody = z.output<typeof buildTripSchema>;
export type ProfileBody = z.output<typeof profileSchema>;
