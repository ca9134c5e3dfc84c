import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  CATALOG_PER_PAGE,
  DEFAULT_PER_PAGE,
  type PageRequest,
  QueryReader,
  readPageRequest,
  resolveLocale,
} from '../../../plugins/contract/public';
import type { TrashScope } from '../../../plugins/soft-delete/public';
import type { ListArgs } from '../services/catalog-reader';

/** The language of the answer (`?locale=`, then `Accept-Language`), stated in `Content-Language`. */
export const requestLocale = (strapi: Core.Strapi, ctx: Context): string => {
  const { locales, defaultLocale } = strapi.config.get('plugin::contract.i18n') as {
    locales: string[];
    defaultLocale: string;
  };
  const locale = resolveLocale(ctx, locales, defaultLocale);
  ctx.set('Content-Language', locale);
  return locale;
};

/** The admin `trashed` filter: absent/0 → live only; 1, true or `with` → live and trashed; `only` → trashed. */
const readTrashed = (reader: QueryReader): TrashScope => {
  const value = reader.oneOf('trashed', ['0', '1', 'true', 'false', 'with', 'only', 'without'] as const);
  if (value === 'only') return 'only_trashed';
  return value === '1' || value === 'true' || value === 'with' ? 'with_trashed' : 'live';
};

/**
 * A list request in the read model's terms. The query's reader goes along as the filters, so a
 * bad page and a bad filter are reported in one 422, as before the read model left HTTP.
 */
export const listRequest = (
  strapi: Core.Strapi,
  ctx: Context,
  { admin = false }: { admin?: boolean } = {},
): { page: PageRequest; args: ListArgs } => {
  const reader = new QueryReader(ctx.query);
  const page = readPageRequest(reader, { perPage: admin ? DEFAULT_PER_PAGE : CATALOG_PER_PAGE });
  const trash = admin ? readTrashed(reader) : 'live';
  const locale = requestLocale(strapi, ctx);
  return {
    page,
    args: {
      page: page.page,
      perPage: page.perPage,
      sort: ctx.query.sort as ListArgs['sort'],
      filters: reader,
      locale,
      trash,
      admin,
    },
  };
};
