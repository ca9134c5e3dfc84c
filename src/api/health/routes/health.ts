import { defineRoutes, ref } from '../../../plugins/contract/public';

/** The service's own state: anyone (load balancers and probes), the default throttle. */
const group = { tag: 'System', access: 'public', throttle: 'api', controller: 'api::health.health' } as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/health',
    action: 'show',
    doc: {
      summary: 'Health of the service and its dependencies',
      description:
        'The database, and Redis when configured. 503 `upstream_unavailable` with `error.checks` when a dependency is down.',
      ok: { description: 'Healthy.', data: ref('Health') },
      errors: ['503'],
    },
  },
]);
