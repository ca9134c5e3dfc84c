import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { strongEtag, matchesIfNoneMatch } from '../cache/etag';
import type { CachedResponse } from '../cache/stores';
import { CacheUnavailableError } from '../cache/cache-unavailable';
import { resolveLocale } from '../http/locale';
import { contract } from '../../public';
import { countCacheLookup } from '../../../metrics/public';

const KEPT_HEADERS = ['X-Total-Count', 'X-Page', 'X-Per-Page', 'X-Total-Pages', 'Link', 'Content-Language'];
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const keyOf = (ctx: Context, locales: string[], defaultLocale: string) => {
  const params = new URLSearchParams(ctx.querystring);
  params.sort();
  return `${ctx.path}?${params.toString()}#${resolveLocale(ctx, locales, defaultLocale)}`;
};

const send = (ctx: Context, entry: CachedResponse) => {
  for (const [name, value] of Object.entries(entry.headers)) ctx.set(name, value);
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  // Added to, never replacing, the Vary: Origin that CORS puts on every answer.
  ctx.vary('Accept-Language');
  if (matchesIfNoneMatch(ctx.get('If-None-Match') || undefined, entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  ctx.body = entry.bytes ?? entry.payload;
};

/**
 * Caches a public GET response by path, normalised query and locale, under the collections
 * (`tags`) it depends on; answers with a strong ETag and 304 for a matching If-None-Match.
 */
export default (config: { tags: string[]; ttl?: number }, { strapi }: { strapi: Core.Strapi }) => {
  const tags = [...config.tags].sort();
  const ttl = config.ttl ?? 300;
  const { locales, defaultLocale } = strapi.config.get('plugin::contract.i18n') as {
    locales: string[];
    defaultLocale: string;
  };
  let cache:
    | {
        get(key: string, tags: string[]): Promise<{ hit: CachedResponse | null; storeKey: string }>;
        set(key: string, value: CachedResponse, ttl: number): Promise<void>;
      }
    | undefined;

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const store = (cache ??= contract(strapi).responseCache as unknown as NonNullable<typeof cache>);

    // A cache that cannot be reached must not fail the read: serve it uncached (and skip the write).
    const unavailable = (error: unknown) => {
      if (!(error instanceof CacheUnavailableError)) throw error;
      strapi.log.warn(error.message);
      return null;
    };
    const lookup = await store.get(keyOf(ctx, locales, defaultLocale), tags).catch(unavailable);
    countCacheLookup(lookup?.hit ? 'hit' : lookup ? 'miss' : 'unavailable');
    if (lookup?.hit) return send(ctx, lookup.hit);

    await next();
    if (ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object' || Buffer.isBuffer(ctx.body))
      return;

    const payload = JSON.stringify(ctx.body);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = ctx.response.get(name);
      if (value) headers[name] = value;
    }
    const entry: CachedResponse = { payload, etag: strongEtag(payload), headers };
    if (lookup) await store.set(lookup.storeKey, entry, ttl).catch(unavailable);
    send(ctx, entry);
  };
};
