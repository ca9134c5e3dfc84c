import { defineRoutes, ref } from '../../../plugins/contract/public';

/** The service's own state: anyone (load balancers and probes), the default throttle. */
const group = { tag: 'System', access: 'public', throttle: 'api', controller: 'api::health.health' } as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/health',
    action: 'show',
    doc: {
      summary: 'Health of the service and each dependency',
      description:
        'Each dependency with its latency: the database (critical), Redis, the queue (driver, waiting jobs) and the ' +
        'mail transport (SMTP verify, or `files`), and live events (`realtime`: the embedded server with its sockets, ' +
        'or the Pusher HTTP API asked with this app’s credentials). `status` is `ok`, or `degraded` when a non-critical one is down. ' +
        '503 `upstream_unavailable` naming the failing dependency, with the same report in `error`, when the ' +
        'database does not answer. Each probe has its own time limit (`HEALTH_PROBE_TIMEOUT_MS`, 250 ms) and a ' +
        'Redis command gives up after `REDIS_COMMAND_TIMEOUT_MS` (100 ms), so the answer comes within 500 ms ' +
        'whatever hangs; a dependency down says `reason`: `timeout` or `failed`. For monitoring; a balancer ' +
        'asks `/health/ready`.',
      ok: { description: 'Healthy or degraded.', data: ref('Health') },
      errors: ['503'],
    },
  },
  {
    method: 'GET',
    path: '/health/ready',
    action: 'ready',
    doc: {
      summary: 'Readiness: whether to send this instance traffic',
      description:
        '200 while the instance takes traffic and its database answers. 503 `upstream_unavailable` with ' +
        '`error.status: "draining"` from the SIGTERM until the process exits (the balancer moves traffic ' +
        'elsewhere while the requests in hand finish), or `"down"` when the database does not answer.',
      ok: { description: 'Ready.', data: ref('Readiness') },
      errors: ['503'],
    },
  },
  {
    method: 'GET',
    path: '/health/live',
    action: 'live',
    doc: {
      summary: 'Liveness: the process answers',
      description:
        'Always 200 while the process serves HTTP, draining included (a drain is not a reason to restart it); ' +
        'asks no dependency.',
      ok: { description: 'Alive.', data: ref('Liveness') },
    },
  },
]);
