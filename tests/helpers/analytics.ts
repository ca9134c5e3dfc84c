import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ATTACHED_PLACE, TRIP } from '../../src/api/trip/public';
import { newRowColumns, tableOf } from '../../src/plugins/platform/public';
import { createUser } from './users';

/**
 * The fixed data set of the analytics tests, dated back from the moment the file loads: accounts,
 * trips with the arrival airports of their flights, and orders in every state. Stamps sit at least
 * a day away from every period's edge (7, 14, 30, 60, 90, 180 days back).
 */
export const DAY = 86_400_000;
export const now = new Date();
/** `days` days before now, at `time` UTC of that day. */
export const at = (days: number, time: string) => {
  const date = new Date(now.getTime() - days * DAY);
  const [hours, minutes] = time.split(':').map(Number);
  date.setUTCHours(hours, minutes, 0, 0);
  return date;
};
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** Accounts created N days ago at 07:00; one more, created 2 days ago, is trashed (it counts nowhere). */
export const ACCOUNT_DAYS = [2, 3, 10, 20, 45, 100];
/** Accounts that existed before (callers, demo accounts) are stamped this moment. */
export const OLDER_ACCOUNTS_AT = at(400, '08:00');

/** Trips and the arrival airports of their flights. */
const TRIPS = {
  t1: { style: 'adventure', arrivals: ['CDG', 'CDG', 'FCO'] },
  t2: { style: 'relaxation', arrivals: ['CDG'] },
  t3: { style: 'adventure', arrivals: ['XYZ'] },
  t4: { style: null, arrivals: [] },
  t5: { style: 'cultural', arrivals: ['LHR'] },
};
type OrderSpec = {
  state: string;
  type: string;
  cents: number;
  paid: Date;
  trip?: keyof typeof TRIPS;
  currency?: string;
  /** Stamped as ISO text rather than a Date (on SQLite: TEXT instead of epoch milliseconds). */
  asText?: boolean;
};
/** Each order was created 5 minutes before it was paid; an order without a trip buys a plan. */
export const ORDERS: Record<string, OrderSpec> = {
  o1: { state: 'fulfilled', type: 'trip_package', trip: 't1', cents: 120000, paid: at(2, '09:30') },
  o2: { state: 'paid', type: 'trip_package', trip: 't2', cents: 50050, paid: at(3, '23:10') },
  o3: { state: 'fulfilled', type: 'trip_fork', trip: 't5', cents: 50000, paid: at(10, '14:00') },
  o4: { state: 'fulfilled', type: 'subscription', cents: 29900, paid: at(20, '01:00') },
  o5: { state: 'fulfilled', type: 'trip_package', trip: 't3', cents: 80000, paid: at(45, '12:00') },
  o6: {
    state: 'fulfilled',
    type: 'trip_package',
    trip: 't4',
    cents: 30000,
    paid: at(100, '06:45'),
    asText: true,
  },
  o7: { state: 'fulfilled', type: 'subscription', cents: 1999, currency: 'USD', paid: at(5, '12:00') },
  o8: { state: 'fulfilled', type: 'subscription', cents: 10000, paid: at(400, '18:20') },
  // Never received: whatever their stamps say, they count nowhere.
  pending: { state: 'pending', type: 'trip_package', trip: 't2', cents: 400000, paid: at(1, '10:00') },
  failed: { state: 'failed', type: 'trip_package', trip: 't1', cents: 70000, paid: at(2, '11:00') },
  expired: { state: 'expired', type: 'subscription', cents: 1000, paid: at(4, '12:00') },
};
export const createdAt = (key: string) => new Date(ORDERS[key].paid.getTime() - 5 * 60_000);

/**
 * The destinations an editor gave the airports of the data set, as the admin panel writes them
 * (the document service): XYZ is in no destination's hands.
 */
export const AIRPORT_PLACES = [
  { airport: 'CDG', name: 'Paris', country: 'France', iso: 'FR' },
  { airport: 'FCO', name: 'Rome', country: 'Italy', iso: 'IT' },
];
export const addDestination = async (strapi: Core.Strapi, place: (typeof AIRPORT_PLACES)[number]) => {
  const country = await strapi
    .documents('api::country.country')
    .create({ data: { name: place.country, iso_code: place.iso }, locale: 'en' });
  return strapi.documents('api::destination.destination').create({
    data: { name: place.name, airport: place.airport, country: country.documentId },
    locale: 'en',
  });
};

/** Writes the data set; answers the order ids by key and how many accounts existed before. */
export const seedAnalytics = async (strapi: Core.Strapi, buyerId: number) => {
  for (const place of AIRPORT_PLACES) await addDestination(strapi, place);
  const knex = strapi.db.connection as unknown as Knex;
  const insert = async (uid: string, row: object) => {
    const [inserted] = (await knex(tableOf(strapi, uid))
      .insert({ ...newRowColumns(), ...row })
      .returning('id')) as Array<{ id: number } | number>;
    return typeof inserted === 'number' ? inserted : inserted.id;
  };
  const users = tableOf(strapi, 'plugin::users-permissions.user');
  const older = (await knex(users).update({ created_at: OLDER_ACCOUNTS_AT })) as number;
  for (const [index, days] of [...ACCOUNT_DAYS, 2].entries()) {
    const user = await createUser(strapi, { email: `account${index}@analytics.test` });
    const trashed = index === ACCOUNT_DAYS.length;
    await knex(users)
      .where({ id: user.id })
      .update({ created_at: at(days, '07:00'), deleted_at: trashed ? now : null });
  }
  const tripIds: Record<string, number> = {};
  for (const [key, trip] of Object.entries(TRIPS)) {
    tripIds[key] = await insert(TRIP, {
      user_id: buyerId,
      title: `Trip ${key}`,
      travel_style: trip.style,
      state: 'booked',
      budget: 1,
      start_date: '2027-01-10',
      is_public: false,
      is_fork: false,
    });
    for (const [n, arrival] of trip.arrivals.entries()) {
      const flight = await insert('api::flight.flight', {
        airline: 'Test Air',
        flight_number: `TA${tripIds[key]}${n}`,
        departure_airport: 'CAI',
        arrival_airport: arrival,
        departure_date: at(-30, '08:00'),
        arrival_date: at(-30, '12:00'),
        price: 100,
        currency: 'EGP',
        booking_status: 'confirmed',
      });
      await insert(ATTACHED_PLACE, { trip_id: tripIds[key], item_type: 'flight', item_id: flight });
    }
  }
  const orderIds: Record<string, number> = {};
  for (const [key, order] of Object.entries(ORDERS)) {
    orderIds[key] = await insert('plugin::billing.order', {
      ...newRowColumns(createdAt(key)),
      user_id: buyerId,
      state: order.state,
      total_cents: order.cents,
      currency: order.currency ?? 'EGP',
      purchase_type: order.type,
      merchant_order_id: `analytics-${key}`,
      provider: 'sandbox',
      paid_at: order.asText ? order.paid.toISOString() : order.paid,
    });
    await insert('plugin::billing.order-item', {
      order_id: orderIds[key],
      product_type: order.trip ? 'trip' : 'plan',
      product_id: order.trip ? tripIds[order.trip] : 2,
      name: order.trip ? `Trip package ${key}` : 'Plan: Jetsetter',
      price_cents: order.cents,
    });
  }
  return { orderIds, older };
};

/** Monthly sums of dated values: every month from the window's first (or the first value's) to now's. */
export const monthly = (points: Array<[Date, number]>, days: number | null) => {
  const from = days === null ? null : new Date(now.getTime() - days * DAY);
  const inside = points.filter(([date]) => !from || date >= from);
  let month = monthOf(from ?? new Date(Math.min(...inside.map(([date]) => date.getTime()))));
  const series: Array<{ month: string; value: number }> = [];
  while (month <= monthOf(now)) {
    const current = month;
    const sum = inside
      .filter(([date]) => monthOf(date) === current)
      .reduce((total, [, value]) => total + value, 0);
    series.push({ month, value: sum });
    const [year, number] = month.split('-').map(Number);
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return series;
};
