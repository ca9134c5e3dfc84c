import type { Context } from 'koa';
import { BadRequestError } from '../errors';
import { assertNoNulInBody } from './nul-guard';

const ACCEPTED = ['json', 'urlencoded', 'multipart'];

/**
 * The parsed body of a JSON route as a plain object. A body sent with another content type
 * (text/plain, XML, ...) or a JSON body that is not an object is a 400 `bad_request`.
 * An empty request reads as `{}`, so validation reports the missing fields.
 */
export const jsonBody = (ctx: Context): Record<string, unknown> => {
  if (!ctx.request.length && !ctx.get('Transfer-Encoding')) return {};
  if (!ctx.is(ACCEPTED))
    throw new BadRequestError('The request body must be JSON (Content-Type: application/json).');
  const body = (ctx.request as { body?: unknown }).body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('The request body must be a JSON object.');
  assertNoNulInBody(body);
  return body as Record<string, unknown>;
};
