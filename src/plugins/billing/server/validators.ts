import { z } from 'zod';
import {
  MAX_INTEGER,
  booleanFlag,
  idempotencyKey,
  integerId,
  optionalString,
  requiredString,
} from '../../contract/public';

export const planChoiceSchema = z.object({ plan_id: integerId('plan_id'), idempotency_key: idempotencyKey });

const billing = z
  .object(
    {
      first_name: optionalString('billing.first_name', { max: 100 }),
      last_name: optionalString('billing.last_name', { max: 100 }),
      email: optionalString('billing.email', { max: 255 }),
      phone_number: optionalString('billing.phone_number', { max: 30 }),
    },
    { error: 'The billing must be an object.' },
  )
  .optional();

/** What can be bought: a plan, or (registered by trips) a trip package or a fork of a trip. */
export const PURCHASE_TYPES = ['subscription', 'trip_package', 'trip_fork'] as const;

export const initiateSchema = z
  .object({
    type: z.enum(PURCHASE_TYPES, { error: 'The selected type is invalid.' }),
    plan_id: integerId('plan_id').optional(),
    trip_id: integerId('trip_id').optional(),
    idempotency_key: idempotencyKey,
    billing,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'subscription' && value.plan_id === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['plan_id'],
        message: 'The plan id field is required when type is subscription.',
      });
    if (value.type !== 'subscription' && value.trip_id === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['trip_id'],
        message: `The trip id field is required when type is ${value.type}.`,
      });
  });

const int = (field: string) =>
  z
    .number({ error: `The ${field.replace(/_/g, ' ')} must be an integer.` })
    .int(`The ${field.replace(/_/g, ' ')} must be an integer.`)
    .min(0, `The ${field.replace(/_/g, ' ')} must be at least 0.`)
    .max(MAX_INTEGER, `The ${field.replace(/_/g, ' ')} may not be greater than ${MAX_INTEGER}.`);

export const setPlansSchema = z.object({
  plans: z
    .array(
      z.object({
        name: requiredString('name', { max: 120 }),
        price_cents: int('price_cents'),
        currency: z
          .string()
          .regex(/^[A-Za-z]{3}$/, 'The currency must be a 3-letter ISO 4217 code.')
          .transform((v) => v.toUpperCase())
          .optional(),
        billing_cycle: z
          .enum(['monthly', 'yearly'], { error: 'The billing cycle must be monthly or yearly.' })
          .optional(),
        ai_quota_monthly: int('ai_quota_monthly').optional(),
        features: z
          .array(z.string().max(200), { error: 'The features must be a list of strings.' })
          .optional(),
        is_active: booleanFlag('is_active').optional(),
      }),
      { error: 'The plans field is required.' },
    )
    .min(1, 'The plans field must have at least 1 item.'),
});
