import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns, tableOf } from '../../src/plugins/platform/public';
import { insertAll } from '../insert-all';

const DAY_MS = 86_400_000;
const TYPES = ['trip_package', 'trip_package', 'trip_package', 'subscription', 'trip_fork'] as const;
const STATES = ['paid', 'fulfilled', 'fulfilled', 'fulfilled', 'failed', 'expired', 'pending'] as const;
const PLACES: Array<[string, string]> = [
  ['Cairo', 'القاهرة'],
  ['Luxor', 'الأقصر'],
  ['Aswan', 'أسوان'],
  ['Alexandria', 'الإسكندرية'],
  ['Petra', 'البتراء'],
  ['Dubai', 'دبي'],
  ['Marrakesh', 'مراكش'],
  ['Istanbul', 'إسطنبول'],
];

/** A deterministic spread of instants over the year before `now`. */
const when = (index: number, now: number) =>
  new Date(now - ((index * 7919) % 365) * DAY_MS - (index % 86400) * 1000);

/**
 * The bench's business: `orders` orders of `orders / 10` customers, half of them trip packages of
 * trips visiting the catalog's destinations, with their items and, when paid, their payments.
 * Written straight to the tables in batches (the report reads tables, not the API).
 */
export const seedOrders = async (strapi: Core.Strapi, orders: number) => {
  const knex = strapi.db.connection as unknown as Knex;
  const table = (uid: string) => tableOf(strapi, uid);
  const now = Date.now();
  const destinations: number[] = [];
  for (const [en, ar] of PLACES) {
    const row = newRowColumns();
    const [id] = await insertAll(knex, table('api::destination.destination'), [
      { ...row, locale: 'en', name: en },
    ]);
    await insertAll(knex, table('api::destination.destination'), [{ ...row, locale: 'ar', name: ar }]);
    destinations.push(id);
  }
  const users = await insertAll(
    knex,
    table('plugin::users-permissions.user'),
    Array.from({ length: Math.ceil(orders / 10) }, (_, i) => ({
      ...newRowColumns(when(i * 3, now)),
      username: `bench-${i}@reports.test`,
      email: `bench-${i}@reports.test`,
      name: i % 4 === 0 ? `عميل ${i}` : `Customer ${i}`,
      provider: 'local',
      confirmed: true,
      blocked: false,
    })),
  );
  const tripCount = Math.ceil(orders / 2);
  const trips = await insertAll(
    knex,
    table('api::trip.trip'),
    Array.from({ length: tripCount }, (_, i) => ({
      ...newRowColumns(),
      user_id: users[i % users.length],
      title: `Trip ${i}`,
      state: 'booked',
    })),
  );
  await insertAll(
    knex,
    table('api::trip.trip-destination'),
    trips.map((trip, i) => ({
      trip_id: trip,
      destination_id: destinations[i % destinations.length],
      day_number: 1,
    })),
  );
  const orderRows = Array.from({ length: orders }, (_, i) => {
    const state = STATES[i % STATES.length];
    const at = when(i, now);
    return {
      ...newRowColumns(at),
      user_id: users[i % users.length],
      purchase_type: TYPES[i % TYPES.length],
      state,
      total_cents: 5000 + ((i * 3571) % 495000),
      currency: 'EGP',
      merchant_order_id: `bench-report-${i}`,
      paid_at: ['paid', 'fulfilled'].includes(state) ? at : null,
    };
  });
  const orderIds = await insertAll(knex, table('plugin::billing.order'), orderRows);
  await insertAll(
    knex,
    table('plugin::billing.order-item'),
    orderIds.map((id, i) => ({
      order_id: id,
      product_type: orderRows[i].purchase_type === 'subscription' ? 'plan' : 'trip',
      product_id: orderRows[i].purchase_type === 'subscription' ? 2 : trips[i % trips.length],
      name: orderRows[i].purchase_type === 'subscription' ? 'Jetsetter' : `Trip ${i % trips.length}`,
      price_cents: orderRows[i].total_cents,
    })),
  );
  await insertAll(
    knex,
    table('plugin::billing.payment'),
    orderIds.flatMap((id, i) =>
      orderRows[i].paid_at
        ? [
            {
              order_id: id,
              provider: 'sandbox',
              transaction_id: `bench-tx-${i}`,
              state: 'paid',
              amount_cents: orderRows[i].total_cents,
              currency: 'EGP',
            },
          ]
        : [],
    ),
  );
};
