import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { AppError } from '../errors';

// A download link's `?token=` (CONTRACT §6) and a calendar feed's secret path segment (§12) are
// credentials: no log line ever holds them.
const withoutToken = (url: string) =>
  url.replace(/([?&]token=)[^&]*/g, '$1[hidden]').replace(/(\/api\/calendar\/)[^?#]+/, '$1[hidden]');

/**
 * What every line about a request carries. `route` is the matched route's declared path
 * (`/api/trips/:trip`, koa-router's `_matchedRoute`): one value per endpoint, whatever the ids.
 */
const requestFields = (ctx: Context) => ({
  request_id: ctx.state.requestId as string,
  method: ctx.method,
  path: withoutToken(ctx.url),
  route: ctx.state.unmatched
    ? null
    : (((ctx as { _matchedRoute?: unknown })._matchedRoute as string) ?? null),
  user_id: (ctx.state.principal as { id?: number } | undefined)?.id ?? null,
});

/** The access log's line for one answered request (ACCESS_LOG=true). */
export const logAccess = (strapi: Core.Strapi, ctx: Context, startedAt: bigint) => {
  const durationMs = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e3) / 1e3;
  const fields = { ...requestFields(ctx), status: ctx.status, duration_ms: durationMs };
  strapi.log.info(
    `${fields.method} ${fields.path} ${fields.status} ${durationMs.toFixed(1)}ms ${fields.request_id}`,
    { event: 'request', ...fields },
  );
};

/**
 * A 5xx, once, with its stack and request id: unexpected errors (500) at `error`; the 5xx the
 * contract means (an upstream that failed, an instance that drains) at `warn`, since the answer
 * already tells the caller what happened.
 */
export const logFailure = (strapi: Core.Strapi, ctx: Context, error: AppError) => {
  const fields = {
    event: 'failure',
    ...requestFields(ctx),
    status: error.status,
    error: error.cause ?? error,
  };
  const line = `[${fields.request_id}] ${fields.method} ${fields.path}`;
  if (error.isPublic) strapi.log.warn(`${line} answered ${error.status} ${error.type}`, fields);
  else strapi.log.error(`${line} failed`, fields);
};
