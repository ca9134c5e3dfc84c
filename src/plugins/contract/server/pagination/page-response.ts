import type { Context } from 'koa';
import { Meta, respond } from '../http/envelope';
import type { PageRequest } from './page-request';

export type Pagination = { page: number; per_page: number; total: number; total_pages: number };

/** An empty collection still has one (empty) page, so `last` always points somewhere real. */
export const paginationOf = (request: PageRequest, total: number): Pagination => ({
  page: request.page,
  per_page: request.perPage,
  total,
  total_pages: Math.max(1, Math.ceil(total / request.perPage)),
});

/** RFC 8288 `Link` with first, prev, next, last; relative references that keep the other query parameters. */
export const linkHeader = (path: string, querystring: string, pagination: Pagination): string => {
  const href = (page: number) => {
    const params = new URLSearchParams(querystring);
    params.set('page', String(page));
    params.set('per_page', String(pagination.per_page));
    return `<${path}?${params.toString()}>`;
  };
  const links = [`${href(1)}; rel="first"`];
  if (pagination.page > 1)
    links.push(`${href(Math.min(pagination.page - 1, pagination.total_pages))}; rel="prev"`);
  if (pagination.page < pagination.total_pages) links.push(`${href(pagination.page + 1)}; rel="next"`);
  links.push(`${href(pagination.total_pages)}; rel="last"`);
  return links.join(', ');
};

export const setPaginationHeaders = (ctx: Context, pagination: Pagination) => {
  ctx.set('X-Total-Count', String(pagination.total));
  ctx.set('X-Page', String(pagination.page));
  ctx.set('X-Per-Page', String(pagination.per_page));
  ctx.set('X-Total-Pages', String(pagination.total_pages));
  ctx.set('Link', linkHeader(ctx.path, ctx.querystring, pagination));
};

/** Laravel's paginator keys, read by legacy clients (admin tables read `total`); `from`/`to` null on an empty page. */
export const laravelMeta = (pagination: Pagination, offset: number, count: number) => ({
  current_page: pagination.page,
  per_page: pagination.per_page,
  total: pagination.total,
  last_page: pagination.total_pages,
  from: count > 0 ? offset + 1 : null,
  to: count > 0 ? offset + count : null,
});

/**
 * Writes one page of a list: envelope with `meta.pagination` (and the Laravel keys) plus the
 * headers of CONTRACT §1.4; `legacy`: top-level keys a legacy client reads beside the envelope.
 */
export const respondWithPage = <T>(
  ctx: Context,
  items: T[],
  request: PageRequest,
  total: number,
  options: { message?: string; meta?: Meta; legacy?: Record<string, unknown> } = {},
) => {
  const pagination = paginationOf(request, total);
  setPaginationHeaders(ctx, pagination);
  respond(ctx, items, {
    message: options.message,
    meta: { ...options.meta, pagination, ...laravelMeta(pagination, request.offset, items.length) },
    legacy: options.legacy,
  });
};

/**
 * A page carried inside an object answer (a legacy shape such as `{summary, reviews[]}`): the same
 * headers and `meta.pagination` as `respondWithPage`, describing the embedded list of `count` items.
 */
export const respondWithEmbeddedPage = (
  ctx: Context,
  data: object,
  request: PageRequest,
  total: number,
  count: number,
  options: { message?: string; meta?: Meta } = {},
) => {
  const pagination = paginationOf(request, total);
  setPaginationHeaders(ctx, pagination);
  respond(ctx, data, {
    message: options.message,
    meta: { ...options.meta, pagination, ...laravelMeta(pagination, request.offset, count) },
  });
};
