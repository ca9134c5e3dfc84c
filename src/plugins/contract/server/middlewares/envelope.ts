import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { AppError, MethodNotAllowedError, ServerError, endpointNotFound } from '../errors';
import { writeError } from '../http/error-body';
import { defaultsForStatus } from '../http/status-defaults';
import { assertNoNulInUrl } from '../http/nul-guard';
import { requestIdFrom } from '../http/request-id';
import { toAppError } from '../http/to-app-error';
import { allowedMethodsFor } from '../routes/route-table';
import { isApiPath } from '../http/api-path';
import { logAccess, logFailure } from '../logging/request-log';
import { settleBodyBeforeAnswer } from '../body/refused-body';

/**
 * Strapi's helpers (ctx.unauthorized(), ...) set `{data: null, error: {status, name, message}}`
 * instead of throwing.
 */
const isStrapiErrorBody = (body: unknown): body is { error: { status: number } } =>
  typeof body === 'object' &&
  body !== null &&
  !('success' in body) &&
  'error' in body &&
  typeof (body as { error?: { status?: unknown } }).error?.status === 'number';

const isEmptyBody = (body: unknown) => body === undefined || body === null || body === '';

const unmatchedRoute = (strapi: Core.Strapi, ctx: Context): AppError => {
  const allowed = allowedMethodsFor(strapi, ctx.path);
  // koa-router's Allow (from the public-files catch-all) describes no route of ours.
  ctx.remove('Allow');
  if (allowed.length === 0 || allowed.includes(ctx.method)) return endpointNotFound(ctx.path);
  return new MethodNotAllowedError(ctx.method, allowed);
};

/**
 * The outermost /api middleware, placed right inside `strapi::errors`: request id on every
 * response, and every error — thrown, Strapi helper bodies, body-parser errors, unknown
 * routes, wrong methods — leaves as the envelope of CONTRACT §1.2.
 */
export default (config: { accessLog?: boolean }, { strapi }: { strapi: Core.Strapi }) => {
  const accessLog = Boolean(config?.accessLog);

  const report = (ctx: Context, error: AppError) => {
    if (error.status >= 500) logFailure(strapi, ctx, error);
    writeError(ctx, error);
  };

  return async (ctx: Context, next: Next) => {
    const startedAt = accessLog ? process.hrtime.bigint() : 0n;
    ctx.state.requestId = requestIdFrom(ctx.get('X-Request-Id') || undefined);
    ctx.set('X-Request-Id', ctx.state.requestId);

    if (!isApiPath(ctx.path)) return next();

    try {
      assertNoNulInUrl(ctx);
      await next();
      if ((ctx.status === 404 || ctx.status === 405) && isEmptyBody(ctx.body)) {
        // No route of ours: the log's route template is not the public files' catch-all.
        ctx.state.unmatched = true;
        report(ctx, unmatchedRoute(strapi, ctx));
      } else if (isStrapiErrorBody(ctx.body)) {
        const status = ctx.body.error.status;
        const defaults = defaultsForStatus(status);
        report(
          ctx,
          status >= 500 ? new ServerError() : new AppError(status, defaults.type, defaults.message),
        );
      } else if (!ctx.response.get('Cache-Control')) {
        ctx.set('Cache-Control', 'private, no-store');
      }
    } catch (error) {
      const refusal = toAppError(error);
      await settleBodyBeforeAnswer(ctx, refusal.status);
      report(ctx, refusal);
    }

    if (accessLog) logAccess(strapi, ctx, startedAt);
  };
};
