import type { Context } from 'koa';
import { BadRequestError } from '../errors';

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"), so an
 * input carrying one would fail deep in a query. It is refused at the door instead, on every
 * database alike: no legitimate path, query or field needs it.
 */
const nulRefused = () => new BadRequestError('The request must not contain NUL characters.');

export const assertNoNulInUrl = (ctx: Context) => {
  if (ctx.url.includes('%00') || ctx.url.includes('\0')) throw nulRefused();
};

const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
};

export const assertNoNulInBody = (body: unknown) => {
  if (holdsNul(body)) throw nulRefused();
};
