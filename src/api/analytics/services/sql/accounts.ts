import { scopeTrash } from '../../../../plugins/soft-delete/public';
import type { Range } from '../figures/period';
import { numberOf, perBucket, type Sql } from './tables';

const CREATED_AT = 'u.created_at';

/** Live accounts (`u`; trashed ones are gone from every figure), created within a range. */
const accounts = (sql: Sql, range: Range) =>
  sql.time.within(scopeTrash(sql.from('accounts', 'u'), 'live', 'u'), CREATED_AT, range);

/** How many live accounts were created within a range (every one for an open range). */
export const countAccounts = async (sql: Sql, range: Range): Promise<number> =>
  numberOf(
    ((await accounts(sql, range).count({ count: '*' }).first()) as { count: unknown } | undefined)?.count,
  );

/** Live accounts created per `YYYY-MM` within a range. */
export const accountsByMonth = (sql: Sql, range: Range) =>
  perBucket(sql, accounts(sql, range), sql.time.month(CREATED_AT), (query) => query.count({ value: '*' }));
