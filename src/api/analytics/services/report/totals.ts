import { numberOf, type Sql } from '../sql/tables';
import { receivedOrders } from '../sql/received';
import type { Range } from '../figures/period';

export type PeriodTotals = { cents: number; bookings: number; customers: number; newUsers: number };

/** The executive figures of one period, each one aggregate query. */
export const periodTotals = async (sql: Sql, range: Required<Range>): Promise<PeriodTotals> => {
  const [received] = (await receivedOrders(sql, range)
    .sum({ cents: 'o.total_cents' })
    .count({ bookings: '*' })
    .countDistinct({ customers: 'o.user_id' })) as Array<Record<string, unknown>>;
  const users = sql.from('accounts', 'u');
  const [created] = (await sql.time.within(users, 'u.created_at', range).count({ total: '*' })) as Array<
    Record<string, unknown>
  >;
  return {
    cents: numberOf(received.cents),
    bookings: numberOf(received.bookings),
    customers: numberOf(received.customers),
    newUsers: numberOf(created.total),
  };
};

/** Every order made in the range, received or not, by state (the bookings' status breakdown). */
export const ordersByState = async (sql: Sql, range: Required<Range>) => {
  const query = sql.from('orders', 'o').select('o.state as status').count({ count: '*' });
  const rows = (await sql.time
    .within(query, 'o.created_at', range)
    .groupBy('o.state')
    .orderBy('o.state')) as Array<{
    status: string;
    count: unknown;
  }>;
  return rows.map((row) => ({ status: row.status, count: numberOf(row.count) }));
};
