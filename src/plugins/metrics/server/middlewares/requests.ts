import type { Context, Next } from 'koa';
import { observeRequest, type MatchedRoute } from '../request-timing';

/**
 * The request duration histogram of every /api request, by route template (the matched route's
 * declared path, never the raw URL: bounded label values), method and final status. Placed
 * outside the envelope so the status is the one the envelope wrote for a thrown error.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
  const startedAt = process.hrtime.bigint();
  try {
    await next();
  } finally {
    observeRequest(ctx.state.route as MatchedRoute, ctx.method, ctx.status, startedAt);
  }
};
