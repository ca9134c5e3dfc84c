/**
 * The analytics module's public entry point: the admins' figures of accounts and money received,
 * and the dialect-aware time SQL (ranges and month, week, day, hour, weekday buckets) other
 * aggregate reads reuse.
 */
import { apiServices } from '../../plugins/contract/public';
import type overviewService from './services/overview';
import type revenueService from './services/revenue';

export { timeSql, type TimeSql } from './services/sql/buckets';
export { PERIODS, type Period } from './services/figures/period';
export { analyticsSchemas } from './routes/docs/schemas';

export type AnalyticsServices = {
  readonly overview: ReturnType<typeof overviewService>;
  readonly revenue: ReturnType<typeof revenueService>;
};
/** `analytics(strapi).revenue.of('30d')`: the analytics module's services, typed. */
export const analytics = apiServices<AnalyticsServices>('analytics', {
  overview: 'overview',
  revenue: 'revenue',
});
/** The business report's figures, which the app provides to the reports plugin's port. */
export { default as analyticsReportSource } from './services/report-source';
