import type { Knex } from 'knex';
import { timeSql } from '../../src/api/analytics/public';
import { CONTACT } from '../../src/api/contact/public';
import { tableOf } from '../../src/plugins/platform/public';
import { softDelete } from '../../src/plugins/soft-delete/public';
import { createNamedCallers, invalidFields } from '../helpers/agency';
import {
  ACCOUNT_DAYS,
  addDestination,
  DAY,
  OLDER_ACCOUNTS_AT,
  ORDERS,
  at,
  createdAt,
  monthOf,
  monthly,
  seedAnalytics,
} from '../helpers/analytics';
import { namedCallers } from '../helpers/callers';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/*
 * The data set (tests/helpers/analytics.ts), days back from now:
 *   accounts: 2, 3, 10, 20, 45, 100 (and one trashed at 2); those that existed before at 400
 *   EGP received: o1 1200.00 d2 09:30 package t1 (adventure; flights to CDG, CDG, FCO)
 *                 o2  500.50 d3 23:10 package t2 (relaxation; CDG), paid not fulfilled
 *                 o3  500.00 d10 14:00 fork of t5 (cultural; LHR)
 *                 o4  299.00 d20 01:00 subscription
 *                 o5  800.00 d45 12:00 package t3 (adventure; XYZ, an airport outside the directory)
 *                 o6  300.00 d100 06:45 package t4 (no style, no flight), stamped as ISO text
 *                 o8  100.00 d400 18:20 subscription
 *   USD received: o7 19.99 d5 12:00 subscription
 *   not received: pending 4000 d1, failed 700 d2, expired 10 d4 (each with a paid_at all the same)
 */
const EGP_RECEIVED = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o8'];
const PLACES = {
  CDG: { city: 'Paris', iata: 'CDG', country: 'France' },
  FCO: { city: 'Rome', iata: 'FCO', country: 'Italy' },
  XYZ: { city: null, iata: 'XYZ', country: null },
};
/** Bookings per arrival airport: o1 (CDG twice, FCO) and o2 (CDG); then o5 (XYZ). The fork o3 books nothing. */
const TOP_TWO = [
  { ...PLACES.CDG, bookings: 2 },
  { ...PLACES.FCO, bookings: 1 },
];
const TOP_THREE = [...TOP_TWO, { ...PLACES.XYZ, bookings: 1 }];
const HOURS = '02:00 04:00 06:00 08:00 10:00 12:00 14:00 16:00 18:00 20:00 22:00 00:00'.split(' ');

/** Every figure of each period, worked out by hand from the data set above. */
const EXPECTED = {
  '7d': {
    days: 7,
    newUsers: 2,
    usersDelta: 100,
    revenue: 1700.5,
    bookings: 2,
    average: 850.25,
    delta: { revenue: 240.1, bookings: 100 },
    styles: { adventure: 1200, relaxation: 500.5 },
    top: TOP_TWO,
    recent: ['o1', 'o2', 'o7'],
    hours: { '10:00': 1, '00:00': 1 },
  },
  '30d': {
    days: 30,
    newUsers: 4,
    usersDelta: 300,
    revenue: 2499.5,
    bookings: 4,
    average: 624.88,
    delta: { revenue: 212.4, bookings: 300 },
    styles: { adventure: 1200, cultural: 500, relaxation: 500.5 },
    top: TOP_TWO,
    recent: ['o1', 'o2', 'o7', 'o3', 'o4'],
    hours: { '10:00': 1, '00:00': 1, '16:00': 1, '02:00': 1 },
  },
  '90d': {
    days: 90,
    newUsers: 5,
    usersDelta: 400,
    revenue: 3299.5,
    bookings: 5,
    average: 659.9,
    delta: { revenue: 999.8, bookings: 400 },
    styles: { adventure: 2000, cultural: 500, relaxation: 500.5 },
    top: TOP_THREE,
    recent: ['o1', 'o2', 'o7', 'o3', 'o4'],
    hours: { '10:00': 1, '00:00': 1, '16:00': 1, '02:00': 1, '14:00': 1 },
  },
  all: {
    days: null,
    newUsers: null,
    usersDelta: null,
    revenue: 3699.5,
    bookings: 7,
    average: 528.5,
    delta: { revenue: null, bookings: null },
    styles: { adventure: 2000, cultural: 500, relaxation: 500.5, unspecified: 300 },
    top: TOP_THREE,
    recent: ['o1', 'o2', 'o7', 'o3', 'o4'],
    hours: { '10:00': 1, '00:00': 1, '16:00': 1, '02:00': 1, '14:00': 1, '08:00': 1, '20:00': 1 },
  },
} as const;
type PeriodName = keyof typeof EXPECTED;
const CALLERS = {
  admin: { role: 'admin' },
  user: { role: 'user' },
  agency: { role: 'agency' },
  buyer: { role: 'user' },
};

describe('admin analytics (issue 23 §2): figures by hand on both databases', () => {
  let app: TestApp;
  const { tokens, ids, as } = namedCallers(() => app);
  let orderIds: Record<string, number> = {};
  /** Accounts that existed before the data set (callers, demo accounts). */
  let older = 0;
  const knex = () => app.strapi.db.connection as unknown as Knex;

  beforeAll(async () => {
    app = await bootStrapi();
    await createNamedCallers(app.strapi, 'analytics.test', CALLERS, tokens, ids);
    ({ orderIds, older } = await seedAnalytics(app.strapi, ids.buyer));
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each(['/api/admin/analytics', '/api/admin/analytics/revenue'])('%s', (path) => {
    it.each([
      [null, 401],
      ['user', 403],
      ['agency', 403],
      ['admin', 200],
    ])('as %s → %i', async (who, status) => {
      expect((await as(who).get(path)).status).toBe(status);
    });

    it.each(['1y', 'week', '7D'])('period=%s → 422 on period', async (period) => {
      expect(invalidFields(await as('admin').get(`${path}?period=${period}`))).toEqual(['period']);
    });

    it('a repeated period → 422 on period; none, or an empty one, is 30d', async () => {
      expect(invalidFields(await as('admin').get(`${path}?period=7d&period=30d`))).toEqual(['period']);
      expect((await as('admin').get(path)).body.data.period).toBe('30d');
      expect((await as('admin').get(`${path}?period=`)).body.data.period).toBe('30d');
    });
  });

  const received = (keys: string[]) =>
    keys.map((key) => [ORDERS[key].paid, ORDERS[key].cents] as [Date, number]);
  const amounts = (series: Array<{ month: string; value: number }>) =>
    series.map(({ month, value }) => ({ month, value: value / 100 }));

  it.each(['7d', '30d', '90d', 'all'] as PeriodName[])('GET /admin/analytics?period=%s', async (period) => {
    const want = EXPECTED[period];
    const res = await as('admin').get(`/api/admin/analytics?period=${period}`);
    expect(res.status).toBe(200);
    const accounts: Array<[Date, number]> = [
      ...ACCOUNT_DAYS.map((days) => [at(days, '07:00'), 1] as [Date, number]),
      [OLDER_ACCOUNTS_AT, older],
    ];
    expect(res.body.data).toEqual({
      period,
      users: {
        total_users: older + 6,
        new_users_last_30_days: want.newUsers ?? older + 6,
        delta: want.usersDelta,
        chart: monthly(accounts, want.days),
      },
      revenue: {
        total_revenue: 3699.5,
        revenue_last_30_days: want.revenue,
        delta: want.delta.revenue,
        chart: amounts(monthly(received(EGP_RECEIVED), want.days)),
        currency: 'EGP',
        other_currencies: [{ currency: 'USD', revenue: 19.99, bookings: 1 }],
      },
    });
  });

  it.each(['7d', '30d', '90d', 'all'] as PeriodName[])(
    'GET /admin/analytics/revenue?period=%s',
    async (period) => {
      const want = EXPECTED[period];
      const res = await as('admin').get(`/api/admin/analytics/revenue?period=${period}`);
      expect(res.status).toBe(200);
      const byMonth = amounts(monthly(received(EGP_RECEIVED), want.days));
      expect(res.body.data).toEqual({
        period,
        total_revenue: want.revenue,
        total_bookings: want.bookings,
        average_booking_value: want.average,
        delta: want.delta,
        revenue_by_month: Object.fromEntries(byMonth.map(({ month, value }) => [month, value])),
        revenue_by_travel_style: want.styles,
        top_destinations: want.top,
        recent_bookings: expect.any(Array),
        peak_hours: HOURS.map((hr) => ({ hr, val: (want.hours as Record<string, number>)[hr] ?? 0 })),
        currency: 'EGP',
        other_currencies: [{ currency: 'USD', revenue: 19.99, bookings: 1 }],
      });
      expect(res.body.data.recent_bookings.map((booking: Json) => booking.id)).toEqual(
        want.recent.map((key) => orderIds[key]),
      );
    },
  );

  it('a recent booking: the order, its buyer and its trip (or what was bought)', async () => {
    const { recent_bookings: recent } = (await as('admin').get('/api/admin/analytics/revenue?period=7d')).body
      .data;
    const stamps = (key: string) => ({
      created_at: createdAt(key).toISOString(),
      paid_at: ORDERS[key].paid.toISOString(),
    });
    const buyer = { name: 'buyer person', email: 'buyer@analytics.test' };
    expect(recent[0]).toEqual({
      id: orderIds.o1,
      user: buyer,
      title: 'Trip t1',
      budget: 1200,
      currency: 'EGP',
      type: 'trip_package',
      start_date: '2027-01-10',
      status: 'fulfilled',
      ...stamps('o1'),
    });
    expect(recent[2]).toEqual({
      id: orderIds.o7,
      user: buyer,
      title: 'Plan: Jetsetter',
      budget: 19.99,
      currency: 'USD',
      type: 'subscription',
      start_date: null,
      status: 'fulfilled',
      ...stamps('o7'),
    });
  });

  it('time buckets read the stored instant on this database, epoch milliseconds or ISO text', async () => {
    const client = app.strapi.db.dialect.client;
    const time = timeSql(knex(), client);
    const orders = tableOf(app.strapi, 'plugin::billing.order');
    if (client === 'sqlite') {
      // Strapi's query engine and knex given a Date write epoch milliseconds; a string stays text.
      const message = await app.strapi.db
        .query(CONTACT)
        .create({ data: { name: 'Ana', email: 'ana@analytics.test', message: 'Hello', state: 'unread' } });
      const typeOf = (table: string, column: string, id: number) =>
        knex()(table)
          .where({ id })
          .first(knex().raw('typeof(??) as type', [column]));
      expect(await typeOf(tableOf(app.strapi, CONTACT), 'created_at', message.id)).toEqual({
        type: 'integer',
      });
      expect(await typeOf(orders, 'paid_at', orderIds.o1)).toEqual({ type: 'integer' });
      expect(await typeOf(orders, 'paid_at', orderIds.o6)).toEqual({ type: 'text' });
    }
    const rows = (await knex()(orders)
      .whereIn('id', [orderIds.o1, orderIds.o6, orderIds.o8])
      .select(
        'id',
        knex().raw('? as month', [time.month('paid_at')]),
        knex().raw('? as week', [time.week('paid_at')]),
        knex().raw('? as day', [time.day('paid_at')]),
        knex().raw('? as hour', [time.hour('paid_at')]),
        knex().raw('? as weekday', [time.weekday('paid_at')]),
      )
      .orderByRaw('? asc', [time.instant('paid_at')])) as Json[];
    const expected = (key: string) => {
      const paid = ORDERS[key].paid;
      const sinceMonday = (paid.getUTCDay() + 6) % 7;
      return {
        id: orderIds[key],
        month: monthOf(paid),
        week: new Date(paid.getTime() - sinceMonday * DAY).toISOString().slice(0, 10),
        day: paid.toISOString().slice(0, 10),
        hour: paid.getUTCHours(),
        weekday: sinceMonday + 1,
      };
    };
    expect(rows.map((row) => ({ ...row, hour: Number(row.hour), weekday: Number(row.weekday) }))).toEqual(
      ['o8', 'o6', 'o1'].map(expected),
    );
  });

  it('an airport an editor gives a destination is named from then on; a trashed one no longer', async () => {
    const topOf = async () =>
      (await as('admin').get('/api/admin/analytics/revenue?period=all')).body.data.top_destinations as Json[];
    expect((await topOf()).find((row) => row.iata === 'XYZ')).toEqual({ ...PLACES.XYZ, bookings: 1 });
    const added = await addDestination(app.strapi, {
      airport: 'XYZ',
      name: 'Xanadu',
      country: 'Nowhere Land',
      iso: 'NW',
    });
    expect((await topOf()).find((row) => row.iata === 'XYZ')).toEqual({
      city: 'Xanadu',
      iata: 'XYZ',
      country: 'Nowhere Land',
      bookings: 1,
    });
    await softDelete(app.strapi).trash.trash('api::destination.destination', Number(added.id));
    expect((await topOf()).find((row) => row.iata === 'XYZ')).toEqual({ ...PLACES.XYZ, bookings: 1 });
  });
});
