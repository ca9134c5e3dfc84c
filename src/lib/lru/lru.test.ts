import { leastRecentlyUsed, memoized } from './lru';

describe('leastRecentlyUsed', () => {
  it('drops the least recently used entry when full; a read counts as a use', () => {
    const kept = leastRecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([1, undefined, 3]);
    kept.clear();
    expect(kept.get('a')).toBeUndefined();
  });

  it('memoizes at most its capacity of keys', () => {
    const made: string[] = [];
    const upper = memoized(1, (text: string) => (made.push(text), text.toUpperCase()));
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(made).toEqual(['a', 'b', 'a']);
  });
});
