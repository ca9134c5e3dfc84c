import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UpstreamUnavailableError, respond } from '../../../plugins/contract/public';
import { platform } from '../../../plugins/platform/public';
import { healthOf } from '../accessor';
import { isCritical } from '../services/health';
import { healthReport, liveness, ready } from '../presenters/health';

/** 503 naming the critical dependencies that do not answer (CONTRACT §12). */
const criticalDown = (names: readonly string[], extras: Record<string, unknown>) =>
  new UpstreamUnavailableError(
    `A critical dependency of the service is unavailable: ${names.join(', ')}.`,
    503,
    extras,
  );

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const report = await healthOf(strapi).health.report();
    if (report.status === 'down')
      throw criticalDown(report.failing.filter(isCritical), { ...healthReport(report), state: 'down' });
    respond(ctx, healthReport(report), {
      message: report.status === 'ok' ? 'Service is healthy' : 'Service is degraded',
    });
  },

  async ready(ctx: Context) {
    const readiness = await healthOf(strapi).health.readiness();
    if (readiness.status === 'draining')
      throw new UpstreamUnavailableError('This instance is draining: it takes no new traffic.', 503, {
        state: 'draining',
      });
    if (readiness.status === 'down')
      throw criticalDown(['database'], {
        state: 'down',
        failing: ['database'],
        checks: { database: readiness.database },
      });
    respond(ctx, ready(), { message: 'Ready for traffic' });
  },

  live(ctx: Context) {
    respond(ctx, liveness(platform(strapi).lifecycle.draining), { message: 'Alive' });
  },
});
