import type { Context } from 'koa';

/**
 * `?locale=` given once, read from the raw query string: `ctx.query` would run Strapi's qs parser
 * (a measurable share of a cached catalog read, which needs nothing else from the query).
 */
const requestedLocale = (querystring: string): string | undefined => {
  if (!querystring.includes('locale')) return undefined;
  const values = new URLSearchParams(querystring).getAll('locale');
  return values.length === 1 ? values[0] : undefined;
};

/**
 * `?locale=` first, then the first supported language of Accept-Language, else the default
 * (CONTRACT §1.6), from the raw query string and header (the listener's fast path has no context).
 */
export const negotiateLocale = (
  querystring: string,
  acceptLanguage: string | undefined,
  supported: string[],
  fallback: string,
): string => {
  const requested = requestedLocale(querystring);
  if (typeof requested === 'string' && supported.includes(requested)) return requested;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0].trim().toLowerCase();
      const primary = tag.split('-')[0];
      if (supported.includes(tag)) return tag;
      if (supported.includes(primary)) return primary;
    }
  }
  return fallback;
};

/** The language a request negotiates (CONTRACT §1.6). */
export const resolveLocale = (ctx: Context, supported: string[], fallback: string): string =>
  negotiateLocale(ctx.querystring, ctx.get('Accept-Language') || undefined, supported, fallback);
