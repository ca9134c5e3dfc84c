import knexFactory from 'knex';
import { LIVE, ONLY_TRASHED, isTrashed, scopeTrash, trashedNow } from './trash-rule';

describe('the soft-delete rule', () => {
  const knex = knexFactory({ client: 'pg' });

  it.each([
    ['live', undefined, 'select * from "hotels" where "deleted_at" is null'],
    ['only_trashed', undefined, 'select * from "hotels" where "deleted_at" is not null'],
    ['with_trashed', undefined, 'select * from "hotels"'],
    ['live', 'h', 'select * from "hotels" where "h"."deleted_at" is null'],
  ] as const)('scopes a query to %s rows (alias %s)', (scope, alias, sql) => {
    expect(scopeTrash(knex('hotels'), scope, alias).toString()).toBe(sql);
  });

  it('offers the query-engine conditions and data, and the row check', () => {
    expect(LIVE).toEqual({ deleted_at: null });
    expect(ONLY_TRASHED).toEqual({ deleted_at: { $notNull: true } });
    const now = new Date('2026-11-24T00:00:00Z');
    expect(trashedNow(now)).toEqual({ deleted_at: now });
    expect([
      isTrashed({ deleted_at: now }),
      isTrashed({ deleted_at: null }),
      isTrashed({}),
      isTrashed(null),
    ]).toEqual([true, false, false, false]);
  });
});
