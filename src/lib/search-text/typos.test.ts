import { typoDistance, typosAllowed, withinTypos } from './typos';

describe('typos: one in a word of 5 or more letters, two in 9 or more (CONTRACT §16)', () => {
  it('allows by length', () => {
    expect(['rome', 'paris', 'barcelona'].map(typosAllowed)).toEqual([0, 1, 2]);
  });

  it.each([
    ['pariss', 'paris', 1],
    ['barcelna', 'barcelona', 1],
    ['aprsi', 'apris', 1],
    ['barcleona', 'barcelona', 1],
    ['brcelna', 'barcelona', 2],
    ['london', 'london', 0],
    ['alexandria', 'alexandrai', 1],
  ])('%s ~ %s: %i', (a, b, distance) => expect(typoDistance(a, b, 2)).toBe(distance));

  it('stops at the limit', () => {
    expect(typoDistance('paris', 'tokyo', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('takes typos only where the word is long enough', () => {
    expect(withinTypos('pariss', 'paris')).toBe(true);
    expect(withinTypos('rme', 'rome')).toBe(false);
    expect(withinTypos('barcelna', 'barcelona')).toBe(true);
    expect(withinTypos('brclna', 'barcelona')).toBe(false);
    expect(withinTypos('القاهره', 'القاهرا')).toBe(true);
  });
});
