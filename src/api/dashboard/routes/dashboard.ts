import { defineRoutes, ref } from '../../../plugins/contract/public';

/** The caller's summary: a verified caller (legacy `TV`), the default throttle. */
const group = {
  tag: 'Dashboard',
  access: 'verified',
  throttle: 'api',
  controller: 'api::dashboard.dashboard',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/dashboard',
    action: 'show',
    doc: {
      summary: "The caller's summary",
      description:
        'The legacy fields (`total_trips`, `trip_statistics` by status, `total_favourites`, `subscription` as GET /me/ai-quota with `ends_at`) and the latest five trips, orders and favourites, the unread notifications and the order count.',
      ok: { description: 'The summary', data: ref('Dashboard') },
      errors: ['401', '403'],
    },
  },
]);
