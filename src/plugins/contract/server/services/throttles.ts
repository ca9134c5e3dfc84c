import type { Core } from '@strapi/strapi';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors';
import type { ThrottleKey, ThrottleTable, ThrottleWindow } from '../throttle/limits';
import { platform } from '../../../platform/public';
import { countThrottleRejection } from '../../../metrics/public';

export type NamedLimiter = { window: ThrottleWindow; limiter: RateLimiterAbstract };

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * One limiter per throttle window, shared by every route that names the throttle. Counters
 * live in Redis when it is configured (with an in-memory insurance limiter while Redis is
 * unreachable), else in memory.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, NamedLimiter[]>();

  const build = (name: string, window: ThrottleWindow, index: number): RateLimiterAbstract => {
    const prefix = strapi.config.get('plugin::platform.redisPrefix') as string;
    const options = {
      keyPrefix: `${prefix}:throttle:${name}:${index}`,
      points: window.points,
      duration: window.duration,
    };
    const redis = platform(strapi).redis.client();
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };

  return {
    table(): ThrottleTable {
      return strapi.config.get('plugin::contract.throttles') as ThrottleTable;
    },
    has(name: string): boolean {
      return Boolean(this.table()[name]);
    },
    /**
     * Takes one point of every window of `name` (the key of each window from `keyOf`): the first
     * exhausted window throws 429 `too_many_requests`. Answers the headers of the first window.
     */
    async consume(name: string, keyOf: (key: ThrottleKey) => string): Promise<Record<string, string>> {
      let headline: Record<string, string> | null = null;
      for (const { window, limiter } of this.limiters(name)) {
        try {
          const result = await limiter.consume(keyOf(window.key));
          headline ??= {
            'X-RateLimit-Limit': String(window.points),
            'X-RateLimit-Remaining': String(Math.max(0, result.remainingPoints)),
            'X-RateLimit-Reset': String(secondsUntil(result.msBeforeNext)),
          };
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const headers = headline ?? {
            'X-RateLimit-Limit': String(window.points),
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': String(secondsUntil(rejection.msBeforeNext)),
          };
          countThrottleRejection(name);
          throw new TooManyRequestsError(secondsUntil(rejection.msBeforeNext), headers);
        }
      }
      return headline ?? {};
    },

    limiters(name: string): NamedLimiter[] {
      let limiters = cache.get(name);
      if (!limiters) {
        const windows = this.table()[name];
        if (!windows) throw new Error(`Unknown throttle "${name}"`);
        limiters = windows.map((window, index) => ({ window, limiter: build(name, window, index) }));
        cache.set(name, limiters);
      }
      return limiters;
    },
  };
};
