import type { IncomingMessage, RequestListener, ServerResponse } from 'http';
import type { Core } from '@strapi/strapi';
import { cacheKeyFor } from '../cache/cached-answer';
import type { CachedResponse } from '../cache/stores';
import { requestIdFrom } from '../http/request-id';
import { contract } from '../../accessor';
import { countCacheLookup, observeRequest } from '../../../metrics/public';
import type { CacheableRoute } from '../routes/cacheable-routes';
import { throttleKey } from '../middlewares/throttle';
import { handOver } from './handover';
import { clientIp, splitUrl, type ProxySettings } from './raw-request';
import { replyTo } from './reply-template';
import type { HeaderSet } from './recorded-headers';
import { fastPathCounts, fastPathState, UNUSUAL_QUERY } from './state';

// Keys by URL and language, remembered: a hot URL's key is one look-up (bounded: URLs are the clients').
const MAX_REMEMBERED_KEYS = 10000;
const rememberedKeys = new Map<string, string>();
const keyOf = (url: string, acceptLanguage: string | undefined, make: () => string) => {
  const lookup = `${url}\n${acceptLanguage ?? ''}`;
  let key = rememberedKeys.get(lookup);
  if (key === undefined) {
    if (rememberedKeys.size >= MAX_REMEMBERED_KEYS) rememberedKeys.clear();
    rememberedKeys.set(lookup, (key = make()));
  }
  return key;
};

type Candidate = { path: string; querystring: string; route: CacheableRoute; recorded: HeaderSet };

/**
 * Response-cache hits answered from the HTTP server's request event, before Koa makes a context:
 * a public GET of a cacheable route without a token, whose key the full path stored, from an
 * origin whose header set the middleware fast path has recorded (recorded-headers.ts). Anything
 * else — and a miss, a refused throttle, a cache that cannot answer — goes to Koa with what was
 * already done (handover.ts), so nothing is looked up or counted twice.
 */
export const fastPathListener = (strapi: Core.Strapi, koa: RequestListener): RequestListener => {
  const state = fastPathState(strapi);
  const app = strapi.server.app as unknown as ProxySettings;
  // The access log is written from Koa's context: with ACCESS_LOG=true every request takes Koa.
  const accessLog = strapi.config.get('plugin::contract.accessLog') === true;

  const candidate = (req: IncomingMessage): Candidate | null => {
    if (accessLog || req.method !== 'GET' || req.headers.authorization || !state.enabled()) return null;
    const url = splitUrl(req.url);
    if (!url || !url.path.startsWith('/api/') || UNUSUAL_QUERY.test(url.querystring)) return null;
    const recorded = state.headers.get(req.headers.origin ?? '');
    const route = recorded ? state.routeOf(url.path) : null;
    return route && recorded ? { ...url, route, recorded } : null;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, found: Candidate) => {
    const startedAt = process.hrtime.bigint();
    const acceptLanguage = req.headers['accept-language'];
    const key = keyOf(req.url!, acceptLanguage, () =>
      cacheKeyFor(found.path, found.querystring, acceptLanguage, state.locales()),
    );
    const lookup = await state.lookUp(key, found.route.tags);
    if (!lookup?.hit) return (handOver(req, lookup ? { lookup: { key, lookup } } : {}), false);
    let limits: Record<string, string>;
    try {
      const ip = clientIp(req, app);
      limits = await contract(strapi).throttles.consume(found.route.throttle, (window) =>
        throttleKey(window, { ip }),
      );
    } catch (refusal) {
      // A 429 (or a throttle store failure) is written by the envelope, as on the full path.
      return (handOver(req, { lookup: { key, lookup }, throttle: { refusal } }), false);
    }
    write(req, res, found, lookup.hit, limits);
    fastPathCounts.listener += 1;
    countCacheLookup('hit');
    observeRequest(found.route.state, 'GET', res.statusCode, startedAt);
    return true;
  };

  return (req, res) => {
    const found = candidate(req);
    if (!found) return koa(req, res);
    answer(req, res, found).then(
      (answered) => answered || koa(req, res),
      (error: unknown) => {
        strapi.log.error('cache fast path failed: the request goes through the full path', { error });
        koa(req, res);
      },
    );
  };
};

const write = (
  req: IncomingMessage,
  res: ServerResponse,
  { route, recorded }: Candidate,
  hit: CachedResponse,
  limits: Record<string, string>,
) => {
  const requestId = requestIdFrom((req.headers['x-request-id'] as string | undefined) || undefined);
  const ifNoneMatch = req.headers['if-none-match'] || undefined;
  const reply = replyTo(hit, recorded, route.deprecated, ifNoneMatch, requestId, limits);
  res.writeHead(reply.status, reply.flat);
  res.end(reply.body ?? undefined);
};
