import type { DailyRevenue, ReportRange } from '../../../../plugins/reports/public';
import { REPORTING_CURRENCY } from '../sql/received';
import type { Sql } from '../sql/tables';
import { instantsOf } from './range';
import { receivedBy } from './series';

const DAY_MS = 86_400_000;

/** Received money per day of the range, days without any shown as zero. */
export const revenueByDay = async (sql: Sql, range: ReportRange): Promise<DailyRevenue> => {
  const within = instantsOf(range);
  const sums = new Map((await receivedBy(sql, within, sql.time.day)).map((row) => [row.bucket, row.cents]));
  const days: DailyRevenue['days'] = [];
  for (let at = within.from.getTime(); at < within.to.getTime(); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, revenue: (sums.get(day) ?? 0) / 100 });
  }
  return { currency: REPORTING_CURRENCY, days };
};
