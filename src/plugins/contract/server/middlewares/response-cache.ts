import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { strongEtag } from '../cache/etag';
import {
  cacheKeyOf,
  KEPT_HEADERS,
  sendCached as send,
  type CacheLookup,
  type LocaleSettings,
  type ResponseCacheService,
} from '../cache/cached-answer';
import type { CachedResponse } from '../cache/stores';
import { CacheUnavailableError } from '../cache/cache-unavailable';
import { contract } from '../../accessor';
import { countCacheLookup } from '../../../metrics/public';

/**
 * Caches a public GET response by path, normalised query and locale, under the collections
 * (`tags`) it depends on; answers with a strong ETag and 304 for a matching If-None-Match.
 */
export default (config: { tags: string[]; ttl?: number }, { strapi }: { strapi: Core.Strapi }) => {
  const tags = [...config.tags].sort();
  const ttl = config.ttl ?? 300;
  const i18n = strapi.config.get('plugin::contract.i18n') as LocaleSettings;
  let cache: ResponseCacheService | undefined;

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const store = (cache ??= contract(strapi).responseCache as unknown as ResponseCacheService);

    // A cache that cannot be reached must not fail the read: serve it uncached (and skip the write).
    const unavailable = (error: unknown) => {
      if (!(error instanceof CacheUnavailableError)) throw error;
      strapi.log.warn(error.message);
      return null;
    };
    // The fast path (cache-fast-path.ts) may have looked this key up already, and missed.
    const key = cacheKeyOf(ctx, i18n);
    const looked = ctx.state.cacheLookup as { key: string; lookup: CacheLookup } | undefined;
    const lookup = looked?.key === key ? looked.lookup : await store.get(key, tags).catch(unavailable);
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
