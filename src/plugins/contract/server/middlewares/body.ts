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
 */
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
      type === 'urlencoded'
        ? await parse.form(ctx, { limit: JSON_LIMIT_BYTES })
        : await parse.json(ctx, { limit: JSON_LIMIT_BYTES, strict: true });
    return next();
  };
};
