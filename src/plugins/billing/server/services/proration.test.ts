import { addMonths, proratedUpgrade } from './proration';

describe('proratedUpgrade', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-01-31T00:00:00Z');
  it.each([
    ['at the start: the whole difference', new Date('2026-01-01T00:00:00Z'), 30000],
    ['half way: half of it', new Date('2026-01-16T00:00:00Z'), 15000],
    ['a third left', new Date('2026-01-21T00:00:00Z'), 10000],
    ['after the end: nothing', new Date('2026-02-05T00:00:00Z'), 0],
  ])('%s', (_, now, expected) => {
    expect(proratedUpgrade(19900, 49900, start, end, now)).toBe(expected);
  });

  it('rounds to the minor unit', () => {
    expect(proratedUpgrade(100, 200, start, end, new Date('2026-01-11T00:00:00Z'))).toBe(67);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2026-12-31T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(addMonths(new Date(from)).toISOString()).toBe(to);
  });
});
