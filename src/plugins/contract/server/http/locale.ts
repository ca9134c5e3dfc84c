import type { Context } from 'koa';

/** `?locale=` first, then the first supported language of Accept-Language, else the default (CONTRACT §1.6). */
export const resolveLocale = (ctx: Context, supported: string[], fallback: string): string => {
  const requested = ctx.query.locale;
  if (typeof requested === 'string' && supported.includes(requested)) return requested;
  const header = ctx.get('Accept-Language');
  if (header) {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0].trim().toLowerCase();
      const primary = tag.split('-')[0];
      if (supported.includes(tag)) return tag;
      if (supported.includes(primary)) return primary;
    }
  }
  return fallback;
};
