import { defineRoutes, ref } from '../../../plugins/contract/public';

export default defineRoutes([
  {
    method: 'GET',
    path: '/health',
    handler: 'api::health.health.show',
    access: 'public',
    throttle: 'api',
    doc: {
      tag: 'System',
      summary: 'Health of the service and its dependencies',
      description:
        'The database, and Redis when configured. 503 `upstream_unavailable` with `error.checks` when a dependency is down.',
      ok: { description: 'Healthy.', data: ref('Health') },
      errors: ['503'],
    },
  },
]);
