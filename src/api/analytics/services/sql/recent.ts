import type { Range } from '../figures/period';
import { RECEIVED_AT, receivedOrders } from './received';
import type { Sql } from './tables';

const RECENT = 5;

export type RecentBooking = {
  id: number;
  state: string;
  purchase_type: string;
  total_cents: unknown;
  currency: string;
  created_at: unknown;
  paid_at: unknown;
  user_name: string | null;
  user_email: string | null;
  item_name: string | null;
  trip_title: string | null;
  start_date: string | null;
};

/**
 * The latest received orders of a range, in any currency (each answers its own), newest paid first,
 * with the buyer, the first item and, for a trip order, the trip.
 */
export const recentBookings = async (sql: Sql, range: Range): Promise<RecentBooking[]> => {
  // One row per order: its first item (checkout writes one).
  const firstItem = sql.from('orderItems', 'fi').min('fi.id').where('fi.order_id', sql.knex.ref('o.id'));
  return (await receivedOrders(sql, range, { anyCurrency: true })
    .leftJoin(sql.relation('accounts', 'u'), 'u.id', 'o.user_id')
    .leftJoin(sql.relation('orderItems', 'i'), function joinItem() {
      this.on('i.id', '=', sql.knex.raw('(?)', [firstItem]));
    })
    .leftJoin(sql.relation('trips', 't'), function joinTrip() {
      this.on('t.id', '=', 'i.product_id').andOnVal('i.product_type', '=', 'trip');
    })
    .select(
      'o.id',
      'o.state',
      'o.purchase_type',
      'o.total_cents',
      'o.currency',
      'o.created_at',
      'o.paid_at',
      sql.knex.raw('coalesce(??, ??) as ??', ['u.name', 'u.username', 'user_name']),
      'u.email as user_email',
      'i.name as item_name',
      't.title as trip_title',
      't.start_date',
    )
    .orderByRaw('? desc', [sql.time.instant(RECEIVED_AT)])
    .orderBy('o.id', 'desc')
    .limit(RECENT)) as RecentBooking[];
};
