import type { Core } from '@strapi/strapi';
import { contract } from '../../public';

export type DependencyStatus = { status: 'up' | 'down' | 'disabled'; latency_ms?: number; error?: string };

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

const probe = async (
  log: { warn(message: string): void },
  name: string,
  check: () => Promise<unknown>,
  timeoutMs: number,
): Promise<DependencyStatus> => {
  const started = Date.now();
  try {
    await withTimeout(check(), timeoutMs);
    return { status: 'up', latency_ms: Date.now() - started };
  } catch (error) {
    // A dependency that does not answer is what a probe is for: the reason goes to the operator's
    // log, not into a public body.
    log.warn(`health: ${name} is down (${(error as Error).message})`);
    return { status: 'down', latency_ms: Date.now() - started };
  }
};

/** Liveness of the dependencies this instance needs: the database, and Redis when configured. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(timeoutMs = 2000) {
    const redis = contract(strapi).redis;
    const database = await probe(
      strapi.log,
      'the database',
      () => strapi.db.connection.raw('select 1'),
      timeoutMs,
    );
    const cache: DependencyStatus = redis.enabled()
      ? await probe(strapi.log, 'Redis', () => redis.client()!.ping(), timeoutMs)
      : { status: 'disabled' };
    const healthy = database.status === 'up' && cache.status !== 'down';
    return {
      healthy,
      checks: { database: { ...database, client: strapi.db.dialect.client }, redis: cache },
    };
  },
});
