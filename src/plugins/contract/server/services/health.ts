import type { Core } from '@strapi/strapi';
import { contract } from '../../public';

export type DependencyStatus = { status: 'up' | 'down' | 'disabled'; latency_ms?: number };

/** How long a dependency may take to answer a probe before it counts as down. */
export const PROBE_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * Probes of the dependencies every instance has: the database and, when configured, Redis. Other
 * modules probe theirs through `probe` (the health module: the queue and the mail transport).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** `up` with the check's latency, or `down` when it fails or outlasts the timeout. */
  const probe = async (
    name: string,
    check: () => Promise<unknown>,
    timeoutMs = PROBE_TIMEOUT_MS,
  ): Promise<DependencyStatus> => {
    const started = Date.now();
    try {
      await withTimeout(check(), timeoutMs);
      return { status: 'up', latency_ms: Date.now() - started };
    } catch (error) {
      // A dependency that does not answer is what a probe is for: the reason goes to the operator's
      // log, not into a public body.
      strapi.log.warn(`health: ${name} is down (${(error as Error).message})`, { event: 'health', error });
      return { status: 'down', latency_ms: Date.now() - started };
    }
  };

  return {
    probe,

    async database() {
      const status = await probe('the database', () => strapi.db.connection.raw('select 1'));
      return { ...status, client: strapi.db.dialect.client as string };
    },

    async redis(): Promise<DependencyStatus> {
      const redis = contract(strapi).redis;
      if (!redis.enabled()) return { status: 'disabled' };
      return probe('Redis', () => redis.client()!.ping());
    },
  };
};
