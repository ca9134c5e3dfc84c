import type { Context } from 'koa';
import { z } from 'zod';
import { validate } from './validate';

/**
 * A client's idempotency key, from the body or the `Idempotency-Key` header: 1–64 visible ASCII
 * characters. A creating request repeated with the same key answers what the first one created.
 */
export const idempotencyKey = z
  .string({ error: 'The idempotency key must be a string.' })
  .regex(/^[\x21-\x7e]{1,64}$/, 'The idempotency key must be 1 to 64 visible ASCII characters.')
  .optional();

const headerSchema = z.object({ idempotency_key: idempotencyKey });

/** The `Idempotency-Key` header, validated like the body field (422 on the field otherwise). */
export const idempotencyKeyHeader = (ctx: Context): string | undefined =>
  validate(headerSchema, { idempotency_key: ctx.get('Idempotency-Key') || undefined }).idempotency_key;

/** The header, as the OpenAPI document lists it. */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  schema: { type: 'string', maxLength: 64 },
};
