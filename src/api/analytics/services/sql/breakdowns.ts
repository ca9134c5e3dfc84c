import type { Range } from '../figures/period';
import { RECEIVED_AT, receivedOrders } from './received';
import { numberOf, perBucket, type Sql } from './tables';

const TOP_DESTINATIONS = 5;
/** A trip bought without a travel style is counted under this key. */
export const NO_STYLE = 'unspecified';

/** Received orders (`o`) with their items that buy a trip (`i`) and the trip (`t`), trashed or not. */
const tripOrders = (sql: Sql, range: Range) =>
  receivedOrders(sql, range)
    .join(sql.relation('orderItems', 'i'), function joinItem() {
      this.on('i.order_id', '=', 'o.id').andOnVal('i.product_type', '=', 'trip');
    })
    .join(sql.relation('trips', 't'), 't.id', 'i.product_id');

/**
 * Σ received amounts (cents) of trip orders — packages and forks — by the trip's travel style. The
 * money paid for each trip is its order item's price; orders that buy no trip (subscriptions) have
 * no style and are left out.
 */
export const centsByTravelStyle = (sql: Sql, range: Range) =>
  perBucket(
    sql,
    tripOrders(sql, range),
    sql.knex.raw('coalesce(??, ?)', ['t.travel_style', NO_STYLE]),
    (query) => query.sum({ value: 'i.price_cents' }),
  );

/**
 * The arrival airports of the flights on trips booked by received trip-package orders, by the number
 * of those bookings (a booking counts once per airport however many of its flights land there), the
 * most booked first, then by code.
 */
export const topArrivalAirports = async (sql: Sql, range: Range) =>
  (
    (await tripOrders(sql, range)
      .where('o.purchase_type', 'trip_package')
      .join(sql.relation('attachedPlaces', 'p'), function joinFlight() {
        this.on('p.trip_id', '=', 't.id').andOnVal('p.item_type', '=', 'flight');
      })
      .join(sql.relation('flights', 'f'), 'f.id', 'p.item_id')
      .select('f.arrival_airport as iata')
      .countDistinct({ bookings: 'o.id' })
      .groupBy('f.arrival_airport')
      .orderBy([
        { column: 'bookings', order: 'desc' },
        { column: 'iata', order: 'asc' },
      ])
      .limit(TOP_DESTINATIONS)) as Array<{ iata: string; bookings: unknown }>
  ).map((row) => ({ iata: row.iata, bookings: numberOf(row.bookings) }));

/** Received orders (reporting currency) by the hour of the day they were paid (0 … 23), UTC. */
export const ordersByHour = async (sql: Sql, range: Range): Promise<Map<number, number>> => {
  const byHour = await perBucket(sql, receivedOrders(sql, range), sql.time.hour(RECEIVED_AT), (query) =>
    query.count({ value: '*' }),
  );
  return new Map([...byHour].map(([hour, count]) => [Number(hour), count]));
};
