import type { Knex } from 'knex';
import type { Range } from '../figures/period';
import { numberOf, perBucket, type Sql } from './tables';

/** Orders whose money was received: paid, delivered or not (a paid order owed a refund still counts). */
export const RECEIVED_STATES = ['paid', 'fulfilled'] as const;
/**
 * The currency the analytics sum in: the one checkout charges (trip packages, forks, the seeded
 * plans). There are no exchange rates in the system, so orders in another currency are never added
 * to these figures; they are listed per currency beside them.
 */
export const REPORTING_CURRENCY = 'EGP';
/** When an order's money was received: the moment it was paid (set on every paid order). */
export const RECEIVED_AT = 'o.paid_at';

export type CurrencyTotal = { currency: string; cents: number; orders: number };

/** Received orders (`o`) in a time range, in the reporting currency unless `anyCurrency`. */
export const receivedOrders = (sql: Sql, range: Range, { anyCurrency = false } = {}): Knex.QueryBuilder => {
  const query = sql.from('orders', 'o').whereIn('o.state', [...RECEIVED_STATES]);
  if (!anyCurrency) query.where('o.currency', REPORTING_CURRENCY);
  return sql.time.within(query, RECEIVED_AT, range);
};

/** Σ amounts and the number of received orders in a range, per currency. */
export const totalsByCurrency = async (sql: Sql, range: Range): Promise<CurrencyTotal[]> => {
  const rows = (await receivedOrders(sql, range, { anyCurrency: true })
    .select('o.currency')
    .sum({ cents: 'o.total_cents' })
    .count({ orders: '*' })
    .groupBy('o.currency')
    .orderBy('o.currency')) as Array<{ currency: string; cents: unknown; orders: unknown }>;
  return rows.map((row) => ({
    currency: row.currency,
    cents: numberOf(row.cents),
    orders: numberOf(row.orders),
  }));
};

/** The reporting currency's total of a range (zero when nothing was received). */
export const reportingTotal = (totals: CurrencyTotal[]): CurrencyTotal =>
  totals.find((total) => total.currency === REPORTING_CURRENCY) ?? {
    currency: REPORTING_CURRENCY,
    cents: 0,
    orders: 0,
  };

/** The totals in currencies other than the reporting one (never added to its figures). */
export const otherCurrencies = (totals: CurrencyTotal[]) =>
  totals.filter((total) => total.currency !== REPORTING_CURRENCY);

/** Σ received amounts (cents, reporting currency) per `YYYY-MM` of the moment paid. */
export const centsByMonth = (sql: Sql, range: Range) =>
  perBucket(sql, receivedOrders(sql, range), sql.time.month(RECEIVED_AT), (query) =>
    query.sum({ value: 'o.total_cents' }),
  );
