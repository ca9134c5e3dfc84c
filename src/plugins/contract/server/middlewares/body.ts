import type { Context, Next } from 'koa';
import parse from 'co-body';
import { BadRequestError } from '../errors';
import { ACCEPTED_TYPES, BodyKind, carriesBody, hasBody, unacceptedTypeMessage } from '../body/kinds';
import { JSON_LIMIT_BYTES } from '../body/limits';

/**
 * The route's request body, read after routing (an unknown path never reads one). A body of a
 * type the route does not take is 400 `bad_request` before a byte of it is read. JSON and
 * forms are parsed here, before the throttle (the login limiter keys on the e-mail); a
 * multipart body is left to `contract.files`, which runs after the throttle.
 *
 * A JSON body is an object or an array (a handler that reads one refuses the array); the
 * literal `null` — what the legacy frontend's `JSON.stringify(null)` sends on body-less PATCH and
 * POST — is an empty body (CONTRACT §10); any other value is 400 `bad_request`.
 */
const jsonOf = async (ctx: Context): Promise<unknown> => {
  // Not co-body's strict mode: it refuses `null` as "not valid JSON" before we could read it.
  const value: unknown = await parse.json(ctx, { limit: JSON_LIMIT_BYTES, strict: false });
  if (value === null || value === '') return {};
  if (typeof value !== 'object') throw new BadRequestError('The request body must be a JSON object.');
  return value;
};

export default (config: { kind?: BodyKind }) => {
  const kind = config?.kind ?? 'json';
  const accepted = ACCEPTED_TYPES[kind];

  return async (ctx: Context, next: Next) => {
    const request = ctx.request as Context['request'] & { body?: unknown };
    if (!carriesBody(ctx.method) || !hasBody(ctx.req.headers)) {
      request.body = {};
      return next();
    }
    const type = ctx.is(accepted);
    if (!type) throw new BadRequestError(unacceptedTypeMessage(kind));
    if (type === 'multipart') return next();
    request.body =
      type === 'urlencoded' ? await parse.form(ctx, { limit: JSON_LIMIT_BYTES }) : await jsonOf(ctx);
    return next();
  };
};
