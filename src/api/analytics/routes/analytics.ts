import { defineRoutes, ref } from '../../../plugins/contract/public';
import { periodQuerySchema } from '../validators';

/** The admins' figures: holders of `view analytics` (legacy `TV+p`), the default throttle. */
const group = {
  tag: 'Admin: analytics',
  access: { permission: 'view analytics' },
  throttle: 'api',
  controller: 'api::analytics.analytics',
} as const;

const received =
  'Revenue is money actually received: orders paid or fulfilled, at the moment paid, amount = the order total in cents / 100, in EGP (orders in other currencies are listed in `other_currencies`, never added). The legacy service summed trip budgets instead.';

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/admin/analytics',
    action: 'overview',
    doc: {
      summary: 'Accounts and revenue over a period',
      description: `${received} \`total_users\` and \`total_revenue\` are all time; the other figures follow \`period\`.`,
      query: periodQuerySchema,
      ok: { description: '`Analytics retrieved successfully`', data: ref('AnalyticsOverview') },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/admin/analytics/revenue',
    action: 'revenue',
    doc: {
      summary: 'Revenue over a period: by month, travel style, destination and hour',
      description: `${received} Every figure is of the period; a booking is one such order, of any type.`,
      query: periodQuerySchema,
      ok: { description: '`Revenue analytics retrieved successfully`', data: ref('RevenueAnalytics') },
      errors: ['401', '403', '422'],
    },
  },
]);
