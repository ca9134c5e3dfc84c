import { NotFoundError } from '../errors';
import { typeSegment } from './type-segment';

describe('typeSegment', () => {
  const kind = typeSegment([
    ['hotel', 'hotel'],
    ['hotels', 'hotel'],
    ['App\\Models\\Hotel', 'hotel'],
  ] as const);

  it.each(['hotel', 'HOTELS', 'Hotel', 'app\\models\\hotel'])('resolves %s', (segment) => {
    expect(kind(segment)).toBe('hotel');
  });

  it.each([
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '%ff',
    '%25ff',
    '',
    'hotelss',
    'Models\\Hotel',
    undefined,
    7,
  ])('answers %p with the 404 of an unknown route', (segment) => {
    expect(() => kind(segment)).toThrow(NotFoundError);
  });
});
