import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  CATALOG_PAGE,
  type PageRequest,
  QueryReader,
  readPageRequest,
  resolveLocale,
} from '../../../../plugins/contract/public';
import { trashScopeFrom } from '../../../../plugins/soft-delete/public';
import type { ListArgs } from '../../services/catalog-reader';

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
  // Admin lists page as every list does; public ones are read whole by legacy clients.
  const page = readPageRequest(reader, admin ? {} : CATALOG_PAGE);
  const trash = admin ? trashScopeFrom(reader) : 'live';
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
