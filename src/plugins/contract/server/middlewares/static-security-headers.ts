import type { Context, Next } from 'koa';
import { isApiPath } from '../http/api-path';

type Factory = (config: unknown, deps: unknown) => (ctx: Context, next: Next) => Promise<unknown>;

/**
 * Strapi's `strapi::security` builds a new helmet instance on every request (defaultsDeep,
 * helmet(), promisify), a measurable share of a cached read. Its headers for /api are the same
 * on every request, so the first /api answer records them and later ones set them directly.
 * Everything outside /api (the admin panel, its dev server) still goes through the original.
 */
export const staticSecurityHeaders =
  (factory: Factory): Factory =>
  (config, deps) => {
    const original = factory(config, deps);
    let recorded: Array<[string, string | string[] | number]> | null = null;
    return async (ctx, next) => {
      if (!isApiPath(ctx.path)) return original(ctx, next);
      if (recorded) {
        for (const [name, value] of recorded) ctx.set(name, value as string);
        return next();
      }
      const before = new Set(Object.keys(ctx.response.headers));
      return original(ctx, async () => {
        recorded ??= Object.entries(ctx.response.headers).filter(([name]) => !before.has(name)) as Array<
          [string, string]
        >;
        return next();
      });
    };
  };
