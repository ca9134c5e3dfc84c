import { monthSeries } from '../services/figures/months';
import { percentChange, type Period } from '../services/figures/period';
import { REPORTING_CURRENCY } from '../services/sql/received';
import type overviewService from '../services/overview';
import { amountOf, presentOtherCurrencies } from './money';

type Overview = Awaited<ReturnType<ReturnType<typeof overviewService>['of']>>;

const centsToAmounts = (byMonth: Map<string, number>) =>
  new Map([...byMonth].map(([month, cents]) => [month, amountOf(cents)]));

/**
 * GET /admin/analytics in the legacy shape. `total_*` are all time; the `*_last_30_days` figures (the
 * legacy names), `delta` and `chart` follow the period.
 */
export const presentOverview = (period: Period, overview: Overview) => {
  const { users, revenue } = overview;
  return {
    period,
    users: {
      total_users: users.total,
      new_users_last_30_days: users.inPeriod,
      delta: percentChange(users.inPeriod, users.before),
      chart: monthSeries(users.byMonth, overview.from, overview.now),
    },
    revenue: {
      total_revenue: amountOf(revenue.total.cents),
      revenue_last_30_days: amountOf(revenue.inPeriod.cents),
      delta: percentChange(revenue.inPeriod.cents, revenue.before?.cents ?? null),
      chart: monthSeries(centsToAmounts(revenue.byMonth), overview.from, overview.now),
      currency: REPORTING_CURRENCY,
      other_currencies: presentOtherCurrencies(revenue.otherCurrencies),
    },
  };
};
