import type { Core } from '@strapi/strapi';
import { platform } from '../../accessor';

/** Why a dependency is down: it gave no answer within the probe's time limit, or it answered a failure. */
export type DownReason = 'timeout' | 'failed';

export type DependencyStatus = {
  status: 'up' | 'down' | 'disabled';
  latency_ms?: number;
  reason?: DownReason;
};

/**
 * How long a dependency may take to answer a probe before it counts as down (HEALTH_PROBE_TIMEOUT_MS).
 * The probes run side by side, so /health answers within about this, whatever hangs.
 */
export const PROBE_TIMEOUT_MS = 250;

class ProbeTimeout extends Error {}

/** ioredis's message when a command outlasts its `commandTimeout`. */
const REDIS_COMMAND_TIMED_OUT = 'Command timed out';

/** The check's outcome, or a ProbeTimeout once `ms` have passed; the timer never outlives the race. */
const withTimeout = async <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, expiry]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Probes of the dependencies every instance has: the database and, when configured, Redis. Other
 * modules probe theirs through `probe` (the health module: the queue and the mail transport).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const configuredTimeout = () =>
    (strapi.config.get('plugin::platform.healthProbeTimeoutMs') as number | undefined) ?? PROBE_TIMEOUT_MS;

  /**
   * `up` with the check's latency, or `down` with why (`timeout`, `failed`) when it fails or outlasts
   * its own time limit. A check that outlasts it is left to finish on its own; nobody waits for it.
   */
  const probe = async (
    name: string,
    check: () => Promise<unknown>,
    timeoutMs = configuredTimeout(),
  ): Promise<DependencyStatus> => {
    const started = Date.now();
    try {
      await withTimeout(check(), timeoutMs);
      return { status: 'up', latency_ms: Date.now() - started };
    } catch (error) {
      // A dependency that does not answer is what a probe is for: the details go to the operator's
      // log; the public body says only whether it timed out or failed.
      strapi.log.warn(`health: ${name} is down (${(error as Error).message})`, { event: 'health', error });
      const reason: DownReason = error instanceof ProbeTimeout ? 'timeout' : 'failed';
      return { status: 'down', latency_ms: Date.now() - started, reason };
    }
  };

  return {
    probe,

    async database() {
      const status = await probe('the database', () => strapi.db.connection.raw('select 1'));
      return { ...status, client: strapi.db.dialect.client as string };
    },

    async redis(): Promise<DependencyStatus> {
      const redis = platform(strapi).redis;
      if (!redis.enabled()) return { status: 'disabled' };
      // ioredis gives up on its own after REDIS_COMMAND_TIMEOUT_MS: Redis did not answer in time either.
      return probe('Redis', () =>
        redis
          .client()!
          .ping()
          .catch((error: Error) => {
            throw error.message === REDIS_COMMAND_TIMED_OUT ? new ProbeTimeout(error.message) : error;
          }),
      );
    },
  };
};
