import type { Column, ReportRange } from '../../../../plugins/reports/public';
import { numberOf, type Sql } from '../sql/tables';
import { receivedOrders } from '../sql/received';
import { instantsOf } from './range';

/** The booking records sheet: one row per received order of the range. */
export const BOOKING_COLUMNS: Column[] = [
  { key: 'id', header: 'Order', kind: 'count' },
  { key: 'reference', header: 'Reference', kind: 'text' },
  { key: 'paid_at', header: 'Paid at', kind: 'datetime' },
  { key: 'customer', header: 'Customer', kind: 'text' },
  { key: 'email', header: 'E-mail', kind: 'text' },
  { key: 'type', header: 'Type', kind: 'text' },
  { key: 'item', header: 'Item', kind: 'text' },
  { key: 'status', header: 'Status', kind: 'text' },
  { key: 'amount', header: 'Amount', kind: 'money' },
];

type BookingRow = {
  id: number;
  reference: string | null;
  paid_at: unknown;
  customer: string | null;
  username: string | null;
  email: string | null;
  type: string | null;
  item: string | null;
  status: string;
  cents: unknown;
};

/** SQLite hands datetimes back as epoch milliseconds, PostgreSQL as Dates. */
const dateOf = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | number);

export const bookingRecords = (sql: Sql) => ({
  async count(range: ReportRange) {
    const [row] = (await receivedOrders(sql, instantsOf(range)).count({ total: '*' })) as Array<{
      total: unknown;
    }>;
    return numberOf(row.total);
  },

  /** One keyset batch: the orders after `afterId`, in id order, with their customer and first item. */
  async batch(range: ReportRange, afterId: number, limit: number) {
    const item = sql
      .from('orderItems', 'i')
      .min('i.name')
      .whereRaw('?? = ??', ['i.order_id', 'o.id'])
      .as('item');
    const rows = (await receivedOrders(sql, instantsOf(range))
      .where('o.id', '>', afterId)
      .leftJoin(sql.relation('accounts', 'u'), 'u.id', 'o.user_id')
      .select(
        'o.id as id',
        'o.merchant_order_id as reference',
        'o.paid_at as paid_at',
        'u.name as customer',
        'u.username as username',
        'u.email as email',
        'o.purchase_type as type',
        item,
        'o.state as status',
        'o.total_cents as cents',
      )
      .orderBy('o.id')
      .limit(limit)) as BookingRow[];
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      paid_at: dateOf(row.paid_at),
      customer: row.customer ?? row.username,
      email: row.email,
      type: row.type,
      item: row.item,
      status: row.status,
      amount: numberOf(row.cents) / 100,
    }));
  },
});
