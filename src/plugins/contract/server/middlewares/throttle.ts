import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { ThrottleKey } from '../throttle/limits';
import { contract } from '../../public';

/** Who a throttle window counts: the caller, its address, or the address and the e-mail it signs in with. */
export const throttleKeyFor = (ctx: Context, key: ThrottleKey): string => {
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
