import type { Core } from '@strapi/strapi';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { ThrottleTable, ThrottleWindow } from '../throttle/limits';
import { contract } from '../../public';

export type NamedLimiter = { window: ThrottleWindow; limiter: RateLimiterAbstract };

/**
 * One limiter per throttle window, shared by every route that names the throttle. Counters
 * live in Redis when it is configured (with an in-memory insurance limiter while Redis is
 * unreachable), else in memory.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, NamedLimiter[]>();

  const build = (name: string, window: ThrottleWindow, index: number): RateLimiterAbstract => {
    const prefix = strapi.config.get('plugin::contract.redisPrefix') as string;
    const options = {
      keyPrefix: `${prefix}:throttle:${name}:${index}`,
      points: window.points,
      duration: window.duration,
    };
    const redis = contract(strapi).redis.client();
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
