import type { Core } from '@strapi/strapi';
import compose from 'koa-compose';
import type { Context, Next } from 'koa';
import {
  cacheKeyOf,
  sendCached,
  type LocaleSettings,
  type ResponseCacheService,
} from '../cache/cached-answer';
import { CacheUnavailableError } from '../cache/cache-unavailable';
import { isApiPath } from '../http/api-path';
import { cacheableRouteMatcher, type CacheableRoute } from '../routes/cacheable-routes';
import { contract } from '../../public';
import { countCacheLookup } from '../../../metrics/public';
import { throttleKeyFor } from './throttle';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type MiddlewareEntry = string | { name?: string; config?: Record<string, unknown> };

// What runs between the envelope and the router for every /api request and sets headers: the
// same instances, with the same configuration, answer a hit here.
const HEADER_MIDDLEWARES = ['strapi::security', 'strapi::cors', 'strapi::poweredBy'];
// A query the fast path would have to read as the router's parser does: left to the full path.
const UNUSUAL_QUERY = /[[\]]|%5b|%5d/i;

/**
 * The response cache's hits, answered at the head of the chain (right inside the envelope, which
 * gives the request id and maps errors as for any request): the header middlewares Strapi runs
 * for /api, the route's throttle, then the cached bytes. Only a key the full path stored is ever
 * served here — a public GET of a cacheable route without a token — so the answer is the one the
 * full path would give; a miss, a token, HEAD, or an unusual query take the full path, which is
 * told what was looked up.
 */
let served = 0;
/** How many answers the fast path has given in this process (tests and diagnostics). */
export const fastPathAnswers = () => served;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let routeOf: ((path: string) => CacheableRoute | null) | null = null;
  let headers: ((ctx: Context, next: Next) => Promise<unknown>) | null = null;
  const i18n = () => strapi.config.get('plugin::contract.i18n') as LocaleSettings;
  const cache = () => contract(strapi).responseCache as unknown as ResponseCacheService;

  const headerChain = () => {
    const entries = strapi.config.get('middlewares') as MiddlewareEntry[];
    return compose(
      HEADER_MIDDLEWARES.map((name) => {
        const entry = entries.find((item) => (typeof item === 'string' ? item : item.name) === name);
        const config = typeof entry === 'object' ? (entry.config ?? {}) : {};
        return strapi.middleware(name)(config, { strapi }) as Middleware;
      }),
    );
  };

  // Read on each request: an operator (or a test) may turn it off without a restart.
  const enabled = () => strapi.config.get('plugin::contract.cacheFastPath') !== false;

  return async (ctx: Context, next: Next) => {
    if (
      !enabled() ||
      ctx.method !== 'GET' ||
      !isApiPath(ctx.path) ||
      ctx.get('Authorization') ||
      UNUSUAL_QUERY.test(ctx.querystring)
    )
      return next();
    const route = (routeOf ??= cacheableRouteMatcher(strapi))(ctx.path);
    if (!route) return next();
    const key = cacheKeyOf(ctx, i18n());
    const lookup = await cache()
      .get(key, route.tags)
      .catch((error: unknown) => {
        if (error instanceof CacheUnavailableError) return null;
        throw error;
      });
    if (!lookup?.hit) {
      if (lookup) ctx.state.cacheLookup = { key, lookup };
      return next();
    }
    const hit = lookup.hit;
    // Read by what times and logs requests: the route this answer stands for.
    ctx.state.route = route.state;
    await (headers ??= headerChain())(ctx, async () => {
      const limits = await contract(strapi).throttles.consume(route.throttle, (window) =>
        throttleKeyFor(ctx, window),
      );
      for (const [name, value] of Object.entries(limits)) ctx.set(name, value);
      if (route.deprecated) ctx.set('Deprecation', 'true');
      sendCached(ctx, hit);
      served += 1;
      countCacheLookup('hit');
    });
  };
};
