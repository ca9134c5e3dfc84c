import { ValidationError } from '../errors';
import { QueryReader } from '../query/query-reader';
import { readPageRequest } from './page-request';
import { linkHeader, paginationOf } from './page-response';

const read = (query: Record<string, unknown>) => {
  const reader = new QueryReader(query);
  const request = readPageRequest(reader);
  reader.assertValid();
  return request;
};

const errorsOf = (query: Record<string, unknown>) => {
  try {
    read(query);
  } catch (error) {
    return (error as ValidationError).fieldErrors;
  }
  throw new Error('expected a validation error');
};

describe('readPageRequest', () => {
  it.each([
    [{}, { page: 1, perPage: 20, offset: 0 }],
    [
      { page: '3', per_page: '10' },
      { page: 3, perPage: 10, offset: 20 },
    ],
    [{ per_page: '500' }, { page: 1, perPage: 100, offset: 0 }],
    [{ per_page: '100' }, { page: 1, perPage: 100, offset: 0 }],
    [{ page: '' }, { page: 1, perPage: 20, offset: 0 }],
  ])('reads %j', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it.each([
    [{ per_page: '0' }, 'per_page'],
    [{ per_page: '-5' }, 'per_page'],
    [{ per_page: '2.5' }, 'per_page'],
    [{ per_page: 'ten' }, 'per_page'],
    [{ page: '0' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
  ])('refuses %j on %s', (query, field) => {
    expect(errorsOf(query).map((e) => e.field)).toEqual([field]);
  });

  it('reports every bad parameter at once', () => {
    expect(errorsOf({ page: '0', per_page: 'x' }).map((e) => e.field)).toEqual(['page', 'per_page']);
  });
});

describe('paginationOf', () => {
  it('counts pages and keeps one page for an empty list', () => {
    expect(paginationOf({ page: 2, perPage: 20, offset: 20 }, 45)).toEqual({
      page: 2,
      per_page: 20,
      total: 45,
      total_pages: 3,
    });
    expect(paginationOf({ page: 1, perPage: 20, offset: 0 }, 0)).toEqual({
      page: 1,
      per_page: 20,
      total: 0,
      total_pages: 1,
    });
  });
});

describe('linkHeader', () => {
  it('gives first, prev, next and last, keeping the other parameters', () => {
    const header = linkHeader('/api/things', 'region=europe&page=2&per_page=10', {
      page: 2,
      per_page: 10,
      total: 35,
      total_pages: 4,
    });
    expect(header).toBe(
      [
        '</api/things?region=europe&page=1&per_page=10>; rel="first"',
        '</api/things?region=europe&page=1&per_page=10>; rel="prev"',
        '</api/things?region=europe&page=3&per_page=10>; rel="next"',
        '</api/things?region=europe&page=4&per_page=10>; rel="last"',
      ].join(', '),
    );
  });

  it('omits prev on the first page and next on the last', () => {
    expect(linkHeader('/a', '', { page: 1, per_page: 20, total: 5, total_pages: 1 })).toBe(
      '</a?page=1&per_page=20>; rel="first", </a?page=1&per_page=20>; rel="last"',
    );
  });

  it('points prev of a page past the end at the last page', () => {
    expect(linkHeader('/a', 'page=9', { page: 9, per_page: 20, total: 30, total_pages: 2 })).toContain(
      '</a?page=2&per_page=20>; rel="prev"',
    );
  });
});
