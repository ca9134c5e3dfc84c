/** A bounded map that drops the least recently used entry first, and a memo built on it. */
export { leastRecentlyUsed, memoized } from './lru';
