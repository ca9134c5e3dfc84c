import type { HealthServices } from '../accessor';

type Report = Awaited<ReturnType<HealthServices['health']['report']>>;

/**
 * `GET /health`'s data; when the database is down, the 503's `error` extras (whose `status` is the
 * HTTP status, so the state is told by `state`).
 */
export const healthReport = (report: Report) => ({
  status: report.status,
  draining: report.draining,
  failing: report.failing,
  checks: report.checks,
});

/** `GET /health/live`: the process answers; nothing outside it is asked. */
export const liveness = (draining: boolean) => ({ status: 'alive', draining });

export const ready = () => ({ status: 'ready' });
