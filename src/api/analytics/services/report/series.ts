import type { Knex } from 'knex';
import { numberOf, type Sql } from '../sql/tables';
import { RECEIVED_AT, receivedOrders } from '../sql/received';
import type { Range } from '../figures/period';

type Bucketed = { bucket: string; cents: number; bookings: number; customers: number };

/** Received money, bookings and paying customers per bucket (month, ISO week…) of the moment paid. */
export const receivedBy = async (
  sql: Sql,
  range: Required<Range>,
  bucketOf: (column: string) => Knex.Raw,
) => {
  const bucket = bucketOf(RECEIVED_AT);
  const rows = (await receivedOrders(sql, range)
    .select({ bucket })
    .sum({ cents: 'o.total_cents' })
    .count({ bookings: '*' })
    .countDistinct({ customers: 'o.user_id' })
    .groupBy(bucket)
    .orderBy(1)) as Array<Record<string, unknown>>;
  return rows.map(
    (row): Bucketed => ({
      bucket: String(row.bucket),
      cents: numberOf(row.cents),
      bookings: numberOf(row.bookings),
      customers: numberOf(row.customers),
    }),
  );
};

/** Received money and bookings per purchase type (subscription, trip package, trip fork). */
export const receivedByType = async (sql: Sql, range: Required<Range>) => {
  const rows = (await receivedOrders(sql, range)
    .select('o.purchase_type as type')
    .sum({ cents: 'o.total_cents' })
    .count({ bookings: '*' })
    .groupBy('o.purchase_type')
    .orderBy('o.purchase_type')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    type: String(row.type ?? 'other'),
    cents: numberOf(row.cents),
    bookings: numberOf(row.bookings),
  }));
};

/** Accounts created per month. */
export const newUsersByMonth = async (sql: Sql, range: Required<Range>) => {
  const month = sql.time.month('u.created_at');
  const query = sql.from('accounts', 'u').select({ month }).count({ total: '*' });
  const rows = (await sql.time.within(query, 'u.created_at', range).groupBy(month).orderBy(1)) as Array<
    Record<string, unknown>
  >;
  return rows.map((row) => ({ period: String(row.month), new_users: numberOf(row.total) }));
};

/**
 * Paying customers per month who had paid in an earlier month (their first received order is
 * older than this month's): the returning customers.
 */
export const returningByMonth = async (sql: Sql, range: Required<Range>) => {
  const firsts = receivedOrders(sql, {}, { anyCurrency: true })
    .select('o.user_id as user_id')
    .min({ first_paid: RECEIVED_AT })
    .groupBy('o.user_id')
    .as('f');
  const month = sql.time.month(RECEIVED_AT);
  const rows = (await receivedOrders(sql, range)
    .join(firsts, 'f.user_id', 'o.user_id')
    .where(sql.knex.raw('? > ?', [month, sql.time.month('f.first_paid')]))
    .select({ month })
    .countDistinct({ total: 'o.user_id' })
    .groupBy(month)
    .orderBy(1)) as Array<Record<string, unknown>>;
  return rows.map((row) => ({ period: String(row.month), returning_users: numberOf(row.total) }));
};
