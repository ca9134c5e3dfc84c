import type { Kpis, Metric, ReportRange, ReportSummary } from '../../../../plugins/reports/public';
import { percentChange } from '../figures/period';
import { REPORTING_CURRENCY } from '../sql/received';
import type { Sql } from '../sql/tables';
import { instantsOf, previousOf } from './range';
import { sectionsOf } from './sections';
import { periodTotals, type PeriodTotals } from './totals';

const money = (cents: number) => cents / 100;
const average = (totals: PeriodTotals) =>
  totals.bookings === 0 ? 0 : Math.round(totals.cents / totals.bookings) / 100;

/** The legacy KPIs: money received, bookings and paying customers of the range, revenue growth. */
export const kpisOf = (current: PeriodTotals, previous: PeriodTotals): Kpis => ({
  revenue: money(current.cents),
  currency: REPORTING_CURRENCY,
  bookings: current.bookings,
  users: current.customers,
  growth_percent: percentChange(current.cents, previous.cents),
});

const metric = (label: string, kind: Metric['kind'], current: number, previous: number): Metric => ({
  label,
  kind,
  current,
  previous,
  change_percent: percentChange(current, previous),
});

const metricsOf = (current: PeriodTotals, previous: PeriodTotals): Metric[] => [
  metric(`Revenue (${REPORTING_CURRENCY})`, 'money', money(current.cents), money(previous.cents)),
  metric('Paid bookings', 'count', current.bookings, previous.bookings),
  metric('Active users', 'count', current.customers, previous.customers),
  metric('New users', 'count', current.newUsers, previous.newUsers),
  metric(`Avg booking value (${REPORTING_CURRENCY})`, 'money', average(current), average(previous)),
];

export const periodFigures = async (sql: Sql, range: ReportRange) => {
  const current = instantsOf(range);
  const [now, before] = await Promise.all([
    periodTotals(sql, current),
    periodTotals(sql, previousOf(current)),
  ]);
  return { now, before };
};

export const reportSummary = async (sql: Sql, range: ReportRange): Promise<ReportSummary> => {
  const [{ now, before }, sections] = await Promise.all([periodFigures(sql, range), sectionsOf(sql, range)]);
  return {
    kpis: kpisOf(now, before),
    currency: REPORTING_CURRENCY,
    metrics: metricsOf(now, before),
    sections,
  };
};
