import type { Context } from 'koa';
import { negotiateLocale } from '../http/locale';
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
export const cacheKeyFor = (
  path: string,
  querystring: string,
  acceptLanguage: string | undefined,
  { locales, defaultLocale }: LocaleSettings,
) => {
  const params = new URLSearchParams(querystring);
  params.sort();
  return `${path}?${params.toString()}#${negotiateLocale(querystring, acceptLanguage, locales, defaultLocale)}`;
};

/** The cache key of a request in hand. */
export const cacheKeyOf = (ctx: Context, settings: LocaleSettings) =>
  cacheKeyFor(ctx.path, ctx.querystring, ctx.get('Accept-Language') || undefined, settings);

/** What a cache hit adds to `Vary`, after the `Origin` that CORS puts on every answer. */
export const CACHED_VARY = 'Accept-Language';

/** The answer a cached entry gives: its headers, a strong ETag, and 304 for a matching If-None-Match. */
export type CachedReply = {
  status: 200 | 304;
  headers: Array<[string, string]>;
  body: Buffer | string | null;
};

export const cachedReply = (entry: CachedResponse, ifNoneMatch: string | undefined): CachedReply => {
  const headers: Array<[string, string]> = [
    ...Object.entries(entry.headers),
    ['ETag', entry.etag],
    ['Cache-Control', PUBLIC_CACHE_CONTROL],
  ];
  if (matchesIfNoneMatch(ifNoneMatch, entry.etag)) return { status: 304, headers, body: null };
  headers.push(['Content-Type', 'application/json; charset=utf-8']);
  return { status: 200, headers, body: entry.bytes ?? entry.payload };
};

/** Answers a request in hand from a cached entry. */
export const sendCached = (ctx: Context, entry: CachedResponse) => {
  const reply = cachedReply(entry, ctx.get('If-None-Match') || undefined);
  for (const [name, value] of reply.headers) ctx.set(name, value);
  // Added to, never replacing, the Vary: Origin that CORS puts on every answer.
  ctx.vary(CACHED_VARY);
  ctx.status = reply.status;
  ctx.body = reply.body;
};
