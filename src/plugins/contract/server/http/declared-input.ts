import type { Context } from 'koa';
import type { ZodType } from 'zod';
import type { RouteDoc } from '../openapi/route-doc';
import { jsonBody } from './body';
import { validate } from './validate';

/**
 * Validation through the route's own declaration: the schema a handler validates with must be
 * the one its route documents, so the OpenAPI document and the validation cannot part ways (a
 * handler that drifts fails on its first request, i.e. in the tests, not in the document).
 */
const declared = (ctx: Context, part: 'body' | 'query', schema: ZodType) => {
  const doc = ctx.state.route?.config?.doc as RouteDoc | null | undefined;
  if (doc?.[part] !== schema)
    throw new Error(
      `${ctx.method} ${ctx.state.route?.path}: validates a ${part} its declaration does not document`,
    );
};

/** The JSON (or form) body, validated with the declared body schema. */
export const validBody = <T>(ctx: Context, schema: ZodType<T>, body: unknown = jsonBody(ctx)): T => {
  declared(ctx, 'body', schema);
  return validate(schema, body);
};

/** The query string, validated with the declared query schema. */
export const validQuery = <T>(ctx: Context, schema: ZodType<T>): T => {
  declared(ctx, 'query', schema);
  return validate(schema, ctx.query);
};
