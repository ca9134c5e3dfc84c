import type { Context } from 'koa';
import { noticePage, type Notice } from '../presenters/notice-page';

/**
 * Whether the caller prefers a page to JSON (content negotiation on `Accept`): a browser
 * (`text/html,…,*\/*;q=0.8`) does; an API client sending `application/json`, `*\/*` or no
 * `Accept` at all does not, and keeps the JSON it always had. Either answer then varies by `Accept`.
 */
export const prefersHtml = (ctx: Context): boolean => {
  ctx.vary('Accept');
  return ctx.accepts('json', 'html') === 'html';
};

/**
 * Answers with the notice page. The security headers of every /api answer (strapi::security)
 * are already set; the page is about one person's link, so it is never stored by a cache.
 */
export const renderNotice = (ctx: Context, notice: Notice) => {
  ctx.status = notice.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = noticePage(notice);
};
