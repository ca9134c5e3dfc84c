import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { ThrottleKey } from '../throttle/limits';
import { contract } from '../../accessor';

/** Who a request is, to a throttle: its address, and its user and sign-in e-mail when known. */
export type ThrottledCaller = { ip: string; userId?: number; email?: string };

/** Who a throttle window counts: the caller, its address, or the address and the e-mail it signs in with. */
export const throttleKey = (key: ThrottleKey, caller: ThrottledCaller): string => {
  switch (key) {
    case 'ip':
      return `ip:${caller.ip}`;
    case 'user':
    case 'user_or_ip':
      return caller.userId ? `user:${caller.userId}` : `ip:${caller.ip}`;
    case 'ip_email':
      return `ip:${caller.ip}|${caller.email ?? ''}`;
  }
};

/** The throttle key of a request in hand. */
export const throttleKeyFor = (ctx: Context, key: ThrottleKey): string => {
  const email = key === 'ip_email' ? (ctx.request as { body?: { email?: unknown } }).body?.email : undefined;
  return throttleKey(key, {
    ip: ctx.ip,
    userId: ctx.state.principal?.id as number | undefined,
    email: typeof email === 'string' ? email.trim().toLowerCase() : undefined,
  });
};

/**
 * The route's named throttle (CONTRACT §7). Every window is consumed; the headers describe
 * the first window; the first exhausted window answers 429 with `Retry-After`.
 */
export default (config: { name: string }, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const headers = await contract(strapi).throttles.consume(config.name, (key) => throttleKeyFor(ctx, key));
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    return next();
  };
};
