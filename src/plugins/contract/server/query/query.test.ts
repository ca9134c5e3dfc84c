import { ValidationError } from '../errors';
import { QueryReader } from './query-reader';
import { parseSort, toOrderBy } from './sort';

const WHITELIST = { name: 'name', rating: 'rating', price: 'price_per_night' };

const fieldErrors = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('parseSort', () => {
  it('maps fields to columns, keeps order and direction, appends the id tiebreaker', () => {
    expect(toOrderBy(parseSort('-rating,name', WHITELIST))).toEqual([
      { rating: 'desc' },
      { name: 'asc' },
      { id: 'asc' },
    ]);
    expect(toOrderBy(parseSort('price', WHITELIST))).toEqual([{ price_per_night: 'asc' }, { id: 'asc' }]);
  });

  it('uses the fallback when nothing is asked, and id alone otherwise', () => {
    expect(toOrderBy(parseSort(undefined, WHITELIST, { fallback: '-rating' }))).toEqual([
      { rating: 'desc' },
      { id: 'asc' },
    ]);
    expect(toOrderBy(parseSort('', WHITELIST))).toEqual([{ id: 'asc' }]);
  });

  it('ignores repeats and empty segments', () => {
    expect(toOrderBy(parseSort('name,,-name', WHITELIST))).toEqual([{ name: 'asc' }, { id: 'asc' }]);
  });

  it('refuses unknown fields with one 422 on sort naming them', () => {
    const errors = fieldErrors(() => parseSort('-stars,name,password', WHITELIST));
    expect(errors).toEqual([
      {
        field: 'sort',
        message: "The sort fields 'stars', 'password' are not allowed. Allowed: name, rating, price.",
      },
    ]);
  });

  it('refuses a repeated sort parameter', () => {
    expect(fieldErrors(() => parseSort(['a', 'b'], WHITELIST))[0].field).toBe('sort');
  });
});

describe('QueryReader', () => {
  it('reads typed values and aliases', () => {
    const reader = new QueryReader({
      min_price: '10.5',
      stars: '4',
      q: ' rome ',
      on: '2026-02-28',
      flag: 'true',
      region: 'europe',
    });
    expect(reader.number('min_price', { min: 0 })).toBe(10.5);
    expect(reader.integer('stars', { min: 1, max: 5 })).toBe(4);
    expect(reader.firstString(['search', 'query', 'q'])).toBe('rome');
    expect(reader.date('on')).toBe('2026-02-28');
    expect(reader.boolean('flag')).toBe(true);
    expect(reader.oneOf('region', ['europe', 'asia'] as const)).toBe('europe');
    expect(() => reader.assertValid()).not.toThrow();
  });

  it('collects every problem', () => {
    const reader = new QueryReader({
      min_price: 'cheap',
      stars: '9',
      on: '2026-02-30',
      flag: 'maybe',
      region: 'mars',
      q: 'x'.repeat(300),
    });
    reader.number('min_price');
    reader.integer('stars', { min: 1, max: 5 });
    reader.date('on');
    reader.boolean('flag');
    reader.oneOf('region', ['europe']);
    reader.string('q');
    expect(fieldErrors(() => reader.assertValid()).map((e) => e.field)).toEqual([
      'min_price',
      'stars',
      'on',
      'flag',
      'region',
      'q',
    ]);
  });

  it('treats absent and blank values as not given', () => {
    const reader = new QueryReader({ a: '', b: '   ' });
    expect(reader.integer('a')).toBeUndefined();
    expect(reader.string('b')).toBeUndefined();
    expect(reader.integer('missing')).toBeUndefined();
    expect(() => reader.assertValid()).not.toThrow();
  });
});
