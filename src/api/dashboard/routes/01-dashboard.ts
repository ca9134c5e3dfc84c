import { defineRoutes, ref } from '../../../plugins/contract/public';

export default defineRoutes([
  {
    method: 'GET',
    path: '/dashboard',
    handler: 'api::dashboard.dashboard.show',
    access: 'verified',
    throttle: 'api',
    doc: {
      tag: 'Dashboard',
      summary: "The caller's summary",
      description:
        'The legacy fields (`total_trips`, `trip_statistics` by status, `total_favourites`, `subscription` as GET /me/ai-quota with `ends_at`) and the latest five trips, orders and favourites, the unread notifications and the order count.',
      ok: { description: 'The summary', data: ref('Dashboard') },
      errors: ['401', '403'],
    },
  },
]);
