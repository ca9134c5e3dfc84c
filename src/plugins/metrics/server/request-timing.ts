import { requestDuration } from './instruments';

const UNMATCHED = 'unmatched';
// One label string per declared route path, made once: the hot path only looks it up.
const templates = new Map<string, string>();
/** What the router puts in `ctx.state.route`. */
export type MatchedRoute = { path?: string; info?: { type?: string } } | undefined;

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

/** Records one /api request in the duration histogram, by route template, method and final status. */
export const observeRequest = (route: MatchedRoute, method: string, status: number, startedAt: bigint) => {
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  requestDuration.observe({ route: templateOf(route), method, status }, seconds);
};
