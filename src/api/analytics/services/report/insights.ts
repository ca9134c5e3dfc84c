import type { Knex } from 'knex';
import { numberOf, type Sql } from '../sql/tables';
import { RECEIVED_AT, receivedOrders } from '../sql/received';
import type { Range } from '../figures/period';

const TOP = 10;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Received trip bookings per destination the trip visits (an order of a trip that visits two
 * destinations counts for both), with the destination's Arabic name beside its English one.
 */
const byDestination = (sql: Sql, range: Required<Range>): Knex.QueryBuilder =>
  receivedOrders(sql, range)
    .join(sql.relation('orderItems', 'i'), 'i.order_id', 'o.id')
    .where('i.product_type', 'trip')
    .join(sql.relation('visits', 'td'), 'td.trip_id', 'i.product_id')
    .join(sql.relation('destinations', 'd'), 'd.id', 'td.destination_id')
    .leftJoin(sql.relation('destinations', 'ar'), (join) =>
      join.on('ar.document_id', 'd.document_id').andOnVal('ar.locale', 'ar'),
    )
    .select('d.id as id', 'd.name as name', sql.knex.raw('MAX(ar.name) as name_ar'))
    .countDistinct({ bookings: 'o.id' })
    .groupBy('d.id', 'd.name');

type DestinationRow = {
  id: number;
  name: string;
  name_ar: string | null;
  bookings: unknown;
  cents?: unknown;
};

export const topDestinations = async (sql: Sql, range: Required<Range>) => {
  const rows = (await byDestination(sql, range)
    .orderBy([{ column: 'bookings', order: 'desc' }, { column: 'd.id' }])
    .limit(TOP)) as DestinationRow[];
  return rows.map((row) => ({
    name: row.name,
    name_ar: row.name_ar,
    bookings_count: numberOf(row.bookings),
  }));
};

export const topRevenueDestinations = async (sql: Sql, range: Required<Range>) => {
  const rows = (await byDestination(sql, range)
    .sum({ cents: 'o.total_cents' })
    .orderBy([{ column: 'cents', order: 'desc' }, { column: 'd.id' }])
    .limit(TOP)) as DestinationRow[];
  return rows.map((row) => ({ name: row.name, name_ar: row.name_ar, revenue: numberOf(row.cents) / 100 }));
};

/** Received bookings per day of the week, Monday first, every day shown. */
export const peakBookingDays = async (sql: Sql, range: Required<Range>) => {
  const weekday = sql.time.weekday(RECEIVED_AT);
  const rows = (await receivedOrders(sql, range)
    .select({ weekday })
    .count({ bookings: '*' })
    .groupBy(weekday)) as Array<Record<string, unknown>>;
  const counts = new Map(rows.map((row) => [numberOf(row.weekday), numberOf(row.bookings)]));
  return WEEKDAYS.map((day, index) => ({ day, bookings: counts.get(index + 1) ?? 0 }));
};
