import type { CellKind, Column, ReportRange, Section, Table } from '../../../../plugins/reports/public';
import type { Sql } from '../sql/tables';
import { peakBookingDays, topDestinations, topRevenueDestinations } from './insights';
import { instantsOf } from './range';
import { newUsersByMonth, receivedBy, receivedByType, returningByMonth } from './series';
import { ordersByState } from './totals';

const column =
  (kind: CellKind) =>
  (key: string, header: string): Column => ({ key, header, kind });
const text = column('text');
const money = column('money');
const count = column('count');
const PERIOD = text('period', 'Period');
const NAMES = [text('name', 'Name'), text('name_ar', 'Arabic name')];
const cents = (value: number) => value / 100;

/** A table; `chart` names the label and value columns drawn as bars beside it. */
const table = (title: string, columns: Column[], rows: Table['rows'], chart?: [string, string]): Table => ({
  title,
  columns,
  rows,
  ...(chart ? { chart: { label: chart[0], value: chart[1] } } : {}),
});

/** The sections of legacy-behaviour §8, each table one aggregate query. */
export const sectionsOf = async (sql: Sql, range: ReportRange): Promise<Section[]> => {
  const within = instantsOf(range);
  const [months, weeks, types, states, newUsers, returning, top, topRevenue, days] = await Promise.all([
    receivedBy(sql, within, sql.time.month),
    receivedBy(sql, within, sql.time.week),
    receivedByType(sql, within),
    ordersByState(sql, within),
    newUsersByMonth(sql, within),
    returningByMonth(sql, within),
    topDestinations(sql, within),
    topRevenueDestinations(sql, within),
    peakBookingDays(sql, within),
  ]);
  const monthly = <T>(value: (row: (typeof months)[number]) => T) =>
    months.map((row) => ({ period: row.bucket, value: value(row) }));
  return [
    {
      title: 'Revenue',
      tables: [
        table(
          'Monthly revenue',
          [PERIOD, money('value', 'Revenue')],
          monthly((row) => cents(row.cents)),
          ['period', 'value'],
        ),
        table(
          'Weekly revenue',
          [column('date')('week_start', 'Week start'), money('revenue', 'Revenue')],
          weeks.map((row) => ({ week_start: row.bucket, revenue: cents(row.cents) })),
        ),
        table(
          'Revenue by booking type',
          [text('type', 'Type'), money('revenue', 'Revenue')],
          types.map((row) => ({ type: row.type, revenue: cents(row.cents) })),
          ['type', 'revenue'],
        ),
      ],
    },
    {
      title: 'Bookings',
      tables: [
        table(
          'Bookings trend',
          [PERIOD, count('value', 'Bookings')],
          monthly((row) => row.bookings),
          ['period', 'value'],
        ),
        table('Status breakdown', [text('status', 'Status'), count('count', 'Count')], states),
        table(
          'Types breakdown',
          [text('type', 'Type'), count('count', 'Count')],
          types.map((row) => ({ type: row.type, count: row.bookings })),
        ),
      ],
    },
    {
      title: 'Users',
      tables: [
        table('New users', [PERIOD, count('new_users', 'New users')], newUsers, ['period', 'new_users']),
        table(
          'Active users trend',
          [PERIOD, count('value', 'Active users')],
          monthly((row) => row.customers),
        ),
        table('Returning users', [PERIOD, count('returning_users', 'Returning users')], returning),
      ],
    },
    {
      title: 'Business Insights',
      tables: [
        table('Top destinations', [...NAMES, count('bookings_count', 'Bookings')], top, [
          'name',
          'bookings_count',
        ]),
        table('Top revenue destinations', [...NAMES, money('revenue', 'Revenue')], topRevenue),
        table('Peak booking days', [text('day', 'Day'), count('bookings', 'Bookings')], days, [
          'day',
          'bookings',
        ]),
      ],
    },
  ];
};
