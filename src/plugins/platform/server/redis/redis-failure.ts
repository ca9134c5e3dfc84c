/** ioredis's errors of the redis-errors family: a command refused, aborted or unreadable. */
const REDIS_ERROR_NAMES = new Set([
  'RedisError',
  'ReplyError',
  'ParserError',
  'AbortError',
  'InterruptError',
  'MaxRetriesPerRequestError',
]);

/** ioredis's own refusals while the connection is down (our client has no offline queue). */
const CONNECTION_MESSAGES = new Set([
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection is closed.',
  'Command timed out',
]);

/**
 * Whether a Redis call failed because of Redis: an error of its protocol family (by class name),
 * a socket error (a system `code` such as ECONNREFUSED), or the client's refusal while
 * disconnected. Anything else thrown by a call (a bug of ours) is not.
 */
export const isRedisFailure = (error: unknown): error is Error => {
  // By shape, not `instanceof Error`: errors raised by Node's sockets come from another realm under jest.
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string')
    return false;
  if (REDIS_ERROR_NAMES.has((error as Error).name)) return true;
  if (typeof (error as NodeJS.ErrnoException).code === 'string') return true;
  return CONNECTION_MESSAGES.has((error as Error).message);
};
