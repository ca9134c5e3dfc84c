import type { Core } from '@strapi/strapi';
import compose from 'koa-compose';
import type { Context, Next } from 'koa';
import { cacheKeyOf, sendCached } from '../cache/cached-answer';
import type { CachedResponse } from '../cache/stores';
import { isApiPath } from '../http/api-path';
import type { CacheableRoute } from '../routes/cacheable-routes';
import { contract } from '../../accessor';
import { countCacheLookup } from '../../../metrics/public';
import { takeHandover, type Handover } from '../fast-path/handover';
import { headersAdded, snapshotHeaders, type HeaderSnapshot } from '../fast-path/recorded-headers';
import { fastPathCounts, fastPathState, UNUSUAL_QUERY } from '../fast-path/state';
import { throttleKeyFor } from './throttle';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type MiddlewareEntry = string | { name?: string; config?: Record<string, unknown> };

// What runs between the envelope and the router for every /api request and sets headers: the
// same instances, with the same configuration, answer a hit here.
const HEADER_MIDDLEWARES = ['strapi::security', 'strapi::cors', 'strapi::poweredBy'];

/** How many answers the fast paths (middleware and listener) have given in this process. */
export const fastPathAnswers = () => fastPathCounts.middleware + fastPathCounts.listener;

/**
 * The response cache's hits, answered at the head of the chain (right inside the envelope, which
 * gives the request id and maps errors as for any request): the header middlewares Strapi runs
 * for /api, the route's throttle, then the cached bytes. Only a key the full path stored is ever
 * served here — a public GET of a cacheable route without a token — so the answer is the one the
 * full path would give; a miss, a token, HEAD, or an unusual query take the full path, which is
 * told what was looked up. The first hit from each origin records what the header middlewares
 * added, so that the next ones are answered by the listener (fast-path/listener.ts) without Koa.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const state = fastPathState(strapi);
  let headers: Middleware | null = null;

  const headerChain = (): Middleware => {
    const entries = strapi.config.get('middlewares') as MiddlewareEntry[];
    return compose(
      HEADER_MIDDLEWARES.map((name) => {
        const entry = entries.find((item) => (typeof item === 'string' ? item : item.name) === name);
        const config = typeof entry === 'object' ? (entry.config ?? {}) : {};
        return strapi.middleware(name)(config, { strapi }) as Middleware;
      }),
    );
  };

  const limitsFor = async (ctx: Context, route: CacheableRoute, handover: Handover | undefined) => {
    if (handover?.throttle) throw handover.throttle.refusal;
    return contract(strapi).throttles.consume(route.throttle, (window) => throttleKeyFor(ctx, window));
  };

  const answer = async (ctx: Context, route: CacheableRoute, hit: CachedResponse, handover?: Handover) => {
    const origin = ctx.get('Origin');
    const recording = !state.headers.has(origin);
    const atStart = recording ? snapshotHeaders(ctx.res) : null;
    let before: ReturnType<typeof headersAdded> = null;
    let inner: HeaderSnapshot | null = null;
    await (headers ??= headerChain())(ctx, async () => {
      if (atStart) before = headersAdded(atStart, snapshotHeaders(ctx.res));
      const limits = await limitsFor(ctx, route, handover);
      for (const [name, value] of Object.entries(limits)) ctx.set(name, value);
      if (route.deprecated) ctx.set('Deprecation', 'true');
      sendCached(ctx, hit);
      if (recording) inner = snapshotHeaders(ctx.res);
    });
    const after = inner ? headersAdded(inner, snapshotHeaders(ctx.res)) : null;
    if (before && after) state.headers.record(origin, { before, after });
  };

  return async (ctx: Context, next: Next) => {
    const handover = takeHandover(ctx.req);
    if (
      !state.enabled() ||
      ctx.method !== 'GET' ||
      !isApiPath(ctx.path) ||
      ctx.get('Authorization') ||
      UNUSUAL_QUERY.test(ctx.querystring)
    )
      return next();
    const route = state.routeOf(ctx.path);
    if (!route) return next();
    const key = handover?.lookup?.key ?? cacheKeyOf(ctx, state.locales());
    const lookup = handover?.lookup ? handover.lookup.lookup : await state.lookUp(key, route.tags);
    if (!lookup?.hit) {
      if (lookup) ctx.state.cacheLookup = { key, lookup };
      return next();
    }
    // Read by what times and logs requests: the route this answer stands for.
    ctx.state.route = route.state;
    await answer(ctx, route, lookup.hit, handover);
    fastPathCounts.middleware += 1;
    countCacheLookup('hit');
  };
};
