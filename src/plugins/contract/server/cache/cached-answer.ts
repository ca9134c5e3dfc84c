import type { Context } from 'koa';
import { resolveLocale } from '../http/locale';
import { matchesIfNoneMatch } from './etag';
import type { CachedResponse } from './stores';

/** The headers of a cached answer that the route's handler set (pagination, language). */
export const KEPT_HEADERS = [
  'X-Total-Count',
  'X-Page',
  'X-Per-Page',
  'X-Total-Pages',
  'Link',
  'Content-Language',
];
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export type LocaleSettings = { locales: string[]; defaultLocale: string };
/** A look-up in the response cache: the entry, and the versioned key a new entry is stored under. */
export type CacheLookup = { hit: CachedResponse | null; storeKey: string };
export type ResponseCacheService = {
  get(key: string, tags: string[]): Promise<CacheLookup>;
  set(key: string, value: CachedResponse, ttl: number): Promise<void>;
};

/** What a cached answer is kept under: the path, the normalised query and the negotiated language. */
export const cacheKeyOf = (ctx: Context, { locales, defaultLocale }: LocaleSettings) => {
  const params = new URLSearchParams(ctx.querystring);
  params.sort();
  return `${ctx.path}?${params.toString()}#${resolveLocale(ctx, locales, defaultLocale)}`;
};

/** Answers from a cached entry: its headers, a strong ETag, and 304 for a matching If-None-Match. */
export const sendCached = (ctx: Context, entry: CachedResponse) => {
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
