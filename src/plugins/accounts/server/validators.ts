import { z } from 'zod';
import {
  booleanFlag,
  confirmed,
  optionalString,
  password,
  requiredEmail,
  requiredString,
} from '../../contract/public';

export const ROLE_NAMES = ['super_admin', 'admin', 'agency', 'user'] as const;

const phone = (field = 'phone') =>
  optionalString(field, { max: 25 }).refine(
    (value) => value === undefined || value === null || /^[0-9+\-\s()]{5,25}$/.test(value),
    {
      message: `The ${field} format is invalid.`,
    },
  );

export const registerSchema = z
  .object({
    name: requiredString('name', { max: 255 }),
    email: requiredEmail(),
    phone: phone(),
    password: password(),
    password_confirmation: z.unknown(),
  })
  .superRefine(confirmed('password'));

export const loginSchema = z.object({
  email: requiredEmail(),
  password: requiredString('password', { max: 255 }),
});

export const forgotPasswordSchema = z.object({ email: requiredEmail() });

export const resetPasswordSchema = z
  .object({
    email: requiredEmail(),
    token: requiredString('token', { max: 255 }),
    password: password(),
    password_confirmation: z.unknown(),
  })
  .superRefine(confirmed('password'));

export const socialCompleteSchema = z.object({
  phone: requiredString('phone', { max: 20 }).refine((value) => /^[0-9+\-\s()]{5,20}$/.test(value), {
    message: 'The phone format is invalid.',
  }),
});

const addressFields = {
  line1: optionalString('line1'),
  line2: optionalString('line2'),
  city: optionalString('city', { max: 100 }),
  state: optionalString('state', { max: 100 }),
  postal_code: optionalString('postal_code', { max: 20 }),
};

export const profileSchema = z
  .object({
    name: requiredString('name', { max: 255 }).optional(),
    email: requiredEmail().optional(),
    phone: phone(),
    bio: optionalString('bio', { max: 1000 }),
    country: optionalString('country', { max: 100 }),
    address: optionalString('address'),
    ...addressFields,
    address_details: z
      .object(
        { ...addressFields, country: optionalString('country', { max: 100 }) },
        { error: 'The address details must be an object.' },
      )
      .nullish(),
    preferred_currency: optionalString('preferred_currency', { max: 10 }).refine(
      (v) => v === undefined || v === null || /^[A-Za-z]{3}$/.test(v),
      {
        message: 'The preferred currency must be a 3-letter ISO 4217 code.',
      },
    ),
    emergency_contact: optionalString('emergency_contact', { max: 50 }),
    profile_image: z
      .string({ error: 'The profile image must be an image file or a data:image URI.' })
      .nullish(),
    password: password().optional(),
    password_confirmation: z.unknown(),
    current_password: z.unknown(),
  })
  .superRefine(confirmed('password'));

export const adminUserCreateSchema = z
  .object({
    name: requiredString('name', { max: 255 }),
    email: requiredEmail(),
    phone: phone(),
    password: password(),
    password_confirmation: z.unknown().optional(),
    role: z.enum(ROLE_NAMES, { error: 'The selected role is invalid.' }).default('user'),
    is_active: booleanFlag('is_active').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password_confirmation !== undefined) confirmed('password')(value, ctx);
  });

export const adminUserUpdateSchema = z
  .object({
    name: requiredString('name', { max: 255 }).optional(),
    email: requiredEmail().optional(),
    phone: phone(),
    bio: optionalString('bio', { max: 1000 }),
    country: optionalString('country', { max: 100 }),
    address: optionalString('address'),
    preferred_currency: optionalString('preferred_currency', { max: 10 }),
    emergency_contact: optionalString('emergency_contact', { max: 50 }),
    password: password().optional(),
    password_confirmation: z.unknown().optional(),
    role: z.enum(ROLE_NAMES, { error: 'The selected role is invalid.' }).optional(),
    is_active: booleanFlag('is_active').optional(),
    blocked: booleanFlag('blocked').optional(),
    email_verified: booleanFlag('email_verified').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.password_confirmation !== undefined)
      confirmed('password')(value, ctx);
  });

/** PATCH /admin/users/{user}/active and /block: the value to set; absent means activate, or block. */
export const activeFlagSchema = z.object({ is_active: booleanFlag('is_active').optional() });
export const blockFlagSchema = z.object({ blocked: booleanFlag('blocked').optional() });
