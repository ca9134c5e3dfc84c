import type { Core } from '@strapi/strapi';
import { windowsOf, type Period } from './figures/period';
import { accountsByMonth, countAccounts } from './sql/accounts';
import { centsByMonth, otherCurrencies, reportingTotal, totalsByCurrency } from './sql/received';
import { sqlOf } from './sql/tables';

/**
 * GET /admin/analytics: accounts and money received, all time and over the period, each figure one
 * aggregate query (COUNT / SUM / GROUP BY in the database).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async of(period: Period, now = new Date()) {
    const sql = sqlOf(strapi);
    const { current, previous } = windowsOf(period, now);
    const [users, newUsers, usersBefore, usersByMonth, allTime, inPeriod, before, centsMonthly] =
      await Promise.all([
        countAccounts(sql, {}),
        countAccounts(sql, current),
        previous ? countAccounts(sql, previous) : null,
        accountsByMonth(sql, current),
        totalsByCurrency(sql, {}),
        totalsByCurrency(sql, current),
        previous ? totalsByCurrency(sql, previous) : null,
        centsByMonth(sql, current),
      ]);
    return {
      now,
      from: current.from,
      users: { total: users, inPeriod: newUsers, before: usersBefore, byMonth: usersByMonth },
      revenue: {
        total: reportingTotal(allTime),
        inPeriod: reportingTotal(inPeriod),
        before: before ? reportingTotal(before) : null,
        byMonth: centsMonthly,
        otherCurrencies: otherCurrencies(inPeriod),
      },
    };
  },
});
