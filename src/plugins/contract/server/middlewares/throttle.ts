import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors';
import type { ThrottleKey } from '../throttle/limits';
import type { NamedLimiter } from '../services/throttles';
import { contract } from '../../public';

const keyFor = (ctx: Context, key: ThrottleKey): string => {
  const userId = ctx.state.principal?.id as number | undefined;
  switch (key) {
    case 'ip':
      return `ip:${ctx.ip}`;
    case 'user':
    case 'user_or_ip':
      return userId ? `user:${userId}` : `ip:${ctx.ip}`;
    case 'ip_email': {
      const email = (ctx.request as { body?: { email?: unknown } }).body?.email;
      return `ip:${ctx.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    }
  }
};

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The route's named throttle (CONTRACT §7). Every window is consumed; the headers describe
 * the first window; the first exhausted window answers 429 with `Retry-After`.
 */
export default (config: { name: string }, { strapi }: { strapi: Core.Strapi }) => {
  let limiters: NamedLimiter[] | null = null;

  return async (ctx: Context, next: Next) => {
    limiters ??= contract(strapi).throttles.limiters(config.name) as NamedLimiter[];
    let headline: Record<string, string> | null = null;

    for (const { window, limiter } of limiters) {
      const key = keyFor(ctx, window.key);
      try {
        const result = await limiter.consume(key);
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
        throw new TooManyRequestsError(secondsUntil(rejection.msBeforeNext), headers);
      }
    }

    for (const [name, value] of Object.entries(headline ?? {})) ctx.set(name, value);
    return next();
  };
};
