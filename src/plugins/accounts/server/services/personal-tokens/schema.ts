import { z } from 'zod';
import { requiredString } from '../../../../contract/public';
import { TOKEN_SCOPES } from '../../token-scopes';

/** How far ahead an expiry may be set: a year, so a forgotten token dies on its own. */
export const MAX_LIFETIME_DAYS = 366;

const expiresAt = z
  .string({ error: 'The expires at must be a date and time (ISO 8601).' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'The expires at must be a date and time (ISO 8601, with a time zone).',
    abort: true,
  })
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), 'The expires at must be a date and time (ISO 8601).')
  .refine((date) => date.getTime() > Date.now(), 'The expires at must be a date in the future.')
  .refine(
    (date) => date.getTime() <= Date.now() + MAX_LIFETIME_DAYS * 86_400_000,
    `The expires at may not be more than ${MAX_LIFETIME_DAYS} days ahead.`,
  );

/** `POST /me/tokens`: a name, one or more distinct known scopes, an optional expiry in the future. */
export const createTokenSchema = z.object({
  name: requiredString('name', { max: 100 }),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: `The scope must be one of: ${TOKEN_SCOPES.join(', ')}.` }), {
      error: 'The scopes must be a list.',
    })
    .min(1, 'The scopes must hold at least one scope.')
    .transform((scopes) => [...new Set(scopes)]),
  expires_at: expiresAt.nullish(),
});

export type CreateTokenInput = z.infer<typeof createTokenSchema>;
