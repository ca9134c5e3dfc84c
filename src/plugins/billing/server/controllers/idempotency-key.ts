import type { Context } from 'koa';
import { validate } from '../../../contract/public';
import { idempotencyHeaderSchema } from '../validators';

/** The `Idempotency-Key` header, validated like the body field (422 on the field otherwise). */
export const idempotencyKeyHeader = (ctx: Context): string | undefined =>
  validate(idempotencyHeaderSchema, { idempotency_key: ctx.get('Idempotency-Key') || undefined })
    .idempotency_key;
