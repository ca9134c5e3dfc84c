import { createHash, timingSafeEqual } from 'crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `Authorization: Bearer <token>` carries the expected token, in constant time: both
 * sides are hashed first, so neither the content nor the length leaks through timing.
 */
export const bearerMatches = (authorization: string | undefined, expected: string) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(expected)) && match !== null;
};
