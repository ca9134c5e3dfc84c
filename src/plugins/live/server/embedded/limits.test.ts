import { SecondWindow } from './limits';

describe('SecondWindow: client events within the last second', () => {
  it('takes up to the limit within any second, refused ones not counted', () => {
    const window = new SecondWindow();
    const at = 10_000;
    expect(Array.from({ length: 11 }, (_, n) => window.take(10, at + n))).toEqual([
      ...Array(10).fill(true),
      false,
    ]);
    // Across a second's edge there is no fresh burst: the window slides.
    expect(window.take(10, at + 999)).toBe(false);
    expect(window.take(10, at + 1000)).toBe(true);
  });
});
