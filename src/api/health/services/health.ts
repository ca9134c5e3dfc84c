import type { Core } from '@strapi/strapi';
import { platform } from '../../../plugins/platform/public';
import { checkMail } from '../checks/mail';
import { checkQueue } from '../checks/queue';
import { checkRealtime } from '../checks/realtime';

/**
 * Which dependency takes the service down. Only the database: every request needs it. Redis, the
 * queue, the mail transport and a Pusher server are shared by every instance, and each has a fallback or waits
 * (throttles fall back to memory, jobs and mail are retried): answering 503 for them would take
 * every instance out of the balancer at once, turning a degraded service into none.
 */
const CRITICAL = new Set(['database']);
export const isCritical = (name: string) => CRITICAL.has(name);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every dependency with its latency, probed at once; `down` when a critical one fails. */
  async report() {
    const health = platform(strapi).health;
    const [database, redis, queue, mail, realtime] = await Promise.all([
      health.database(),
      health.redis(),
      checkQueue(strapi),
      checkMail(strapi),
      checkRealtime(strapi),
    ]);
    const checks = { database, redis, queue, mail, realtime };
    const failing = (Object.keys(checks) as Array<keyof typeof checks>).filter(
      (name) => checks[name].status === 'down',
    );
    const status = failing.some(isCritical) ? 'down' : failing.length > 0 ? 'degraded' : 'ok';
    return { status, draining: platform(strapi).lifecycle.draining, failing, checks } as const;
  },

  /** Whether a load balancer should send this instance traffic: not while it drains, nor without its database. */
  async readiness() {
    if (platform(strapi).lifecycle.draining) return { status: 'draining' as const };
    const database = await platform(strapi).health.database();
    return { status: database.status === 'up' ? ('ready' as const) : ('down' as const), database };
  },
});
