/**
 * The analytics module's public entry point: the admins' figures of accounts and money received,
 * and the dialect-aware time SQL (ranges and month, week, day, hour, weekday buckets) other
 * aggregate reads reuse.
 */
export { timeSql, type TimeSql } from './services/sql/buckets';
export { PERIODS, type Period } from './services/figures/period';
export { analyticsSchemas } from './routes/docs/schemas';
/** The business report's figures, which the app provides to the reports plugin's port. */
export { default as analyticsReportSource } from './services/report-source';
export { type AnalyticsServices, analytics } from './accessor';
export { analyticsModule } from './manifest';
