/**
 * A map of at most `capacity` entries that drops the least recently used one when full: the
 * memos of the hot paths (prepared statements, route matches, parsed cache values) share it.
 * A Map iterates in insertion order, so re-inserting an entry marks it most recently used.
 */
export const leastRecentlyUsed = <K, V>(capacity: number) => {
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K);
    },
    clear() {
      entries.clear();
    },
  };
};

/** The value kept for `key`, else `make()`'s, kept: a memo of at most `capacity` keys. */
export const memoized = <K, V>(capacity: number, make: (key: K) => V) => {
  const kept = leastRecentlyUsed<K, V>(capacity);
  return (key: K): V => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      kept.set(key, value);
    }
    return value;
  };
};
