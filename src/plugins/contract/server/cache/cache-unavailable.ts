/**
 * The response cache's store could not be reached (Redis down, a command refused). Expected: a
 * read then goes uncached and a write is skipped. Anything else thrown near the cache is a bug.
 */
export class CacheUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`response cache unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'CacheUnavailableError';
  }
}
