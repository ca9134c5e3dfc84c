import type { Core } from '@strapi/strapi';
import { ownRoutes } from './declared-routes';

type Layer = { path: string; methods: string[]; match(path: string): boolean };
export type CacheableRoute = {
  tags: string[];
  throttle: string;
  deprecated: boolean;
  /** What the router puts in `ctx.state.route` for it (its path under the API prefix). */
  state: { path: string; info: { type: 'content-api' } };
};

const MAX_REMEMBERED_PATHS = 10000;

/**
 * Which cacheable public read a GET path reaches, decided as the router decides it: the first
 * content-API route whose pattern matches, in the router's own order. A path reaching any other
 * route (or none) is null. Answers are remembered per path, so a hot path is one map look-up.
 */
export const cacheableRouteMatcher = (strapi: Core.Strapi) => {
  const declared = new Map<string, CacheableRoute>();
  for (const route of ownRoutes(strapi))
    if (route.method === 'GET' && route.cache && route.access === 'public')
      declared.set(route.path, {
        tags: [...route.cache.tags].sort(),
        throttle: String(route.throttle),
        deprecated: route.deprecated === true,
        state: { path: route.path.replace(/^\/api/, ''), info: { type: 'content-api' } },
      });
  const layers = (strapi.server.api('content-api').listRoutes() as unknown as Layer[]).filter((layer) =>
    layer.methods.includes('GET'),
  );
  const remembered = new Map<string, CacheableRoute | null>();

  return (path: string): CacheableRoute | null => {
    const known = remembered.get(path);
    if (known !== undefined) return known;
    const layer = layers.find((candidate) => candidate.match(path));
    const route = (layer && declared.get(layer.path)) ?? null;
    if (remembered.size >= MAX_REMEMBERED_PATHS) remembered.clear();
    remembered.set(path, route);
    return route;
  };
};
