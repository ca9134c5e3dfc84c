import type { Context, Next } from 'koa';
import { requestDuration } from '../instruments';

const UNMATCHED = 'unmatched';
// One label string per declared route path, made once: the hot path only looks it up.
const templates = new Map<string, string>();
type MatchedRoute = { path?: string; info?: { type?: string } } | undefined;
/** Only a content-API route is one of ours: Strapi's public-files catch-all matches any other GET. */
const templateOf = (route: MatchedRoute) => {
  const path = route?.info?.type === 'content-api' ? route.path : undefined;
  if (path === undefined) return UNMATCHED;
  let template = templates.get(path);
  if (template === undefined) {
    template = `/api${path}`.replace(/(.)\/$/, '$1');
    templates.set(path, template);
  }
  return template;
};

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
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const route = templateOf(ctx.state.route as MatchedRoute);
    requestDuration.observe({ route, method: ctx.method, status: ctx.status }, seconds);
  }
};
