/**
 * The analytics module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type overviewService from './services/overview';
import type revenueService from './services/revenue';

export type AnalyticsServices = {
  readonly overview: ReturnType<typeof overviewService>;
  readonly revenue: ReturnType<typeof revenueService>;
};
/** `analytics(strapi).revenue.of('30d')`: the analytics module's services, typed. */
export const analytics = apiServices<AnalyticsServices>('analytics', {
  overview: 'overview',
  revenue: 'revenue',
});
