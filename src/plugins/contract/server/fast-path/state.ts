import type { Core } from '@strapi/strapi';
import type { LocaleSettings, ResponseCacheService, CacheLookup } from '../cache/cached-answer';
import { CacheUnavailableError } from '../cache/cache-unavailable';
import { cacheableRouteMatcher, type CacheableRoute } from '../routes/cacheable-routes';
import { contract } from '../../accessor';
import { RecordedHeaders } from './recorded-headers';

/** What both fast paths (the listener's and the middleware's) share for one Strapi instance. */
export type FastPathState = {
  /** On unless `CACHE_FAST_PATH=false` (read per request: it may be turned off without a restart). */
  enabled(): boolean;
  routeOf(path: string): CacheableRoute | null;
  locales(): LocaleSettings;
  /** The cache's answer; null when the cache cannot answer (the full path then decides). */
  lookUp(key: string, tags: string[]): Promise<CacheLookup | null>;
  headers: RecordedHeaders;
};

// A query the fast paths would have to read as the router's parser does: left to the full path.
export const UNUSUAL_QUERY = /[[\]]|%5b|%5d/i;

/** How many answers each fast path has given in this process (tests and diagnostics). */
export const fastPathCounts = { middleware: 0, listener: 0 };

const states = new WeakMap<Core.Strapi, FastPathState>();

export const fastPathState = (strapi: Core.Strapi): FastPathState => {
  let state = states.get(strapi);
  if (state) return state;
  let routeOf: ((path: string) => CacheableRoute | null) | null = null;
  const cache = () => contract(strapi).responseCache as unknown as ResponseCacheService;
  // The plugin's configuration object, read by property on each request (a path look-up through
  // Strapi's config costs a measurable share of a hit); `config.set` of a key changes this object.
  let settings: { cacheFastPath?: boolean; i18n: LocaleSettings } | null = null;
  const config = () => (settings ??= strapi.config.get('plugin::contract') as NonNullable<typeof settings>);
  state = {
    enabled: () => config().cacheFastPath !== false,
    // Made at the first request: the routes are mounted by then.
    routeOf: (path) => (routeOf ??= cacheableRouteMatcher(strapi))(path),
    locales: () => config().i18n,
    lookUp: (key, tags) =>
      cache()
        .get(key, tags)
        .catch((error: unknown) => {
          if (error instanceof CacheUnavailableError) return null;
          throw error;
        }),
    headers: new RecordedHeaders(),
  };
  states.set(strapi, state);
  return state;
};
