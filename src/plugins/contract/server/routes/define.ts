import { type Access, isPublicAccess } from '../auth/access';
import { type RouteScopeSource, PER_CALL } from '../auth/token-scopes';
import { contractJwtStrategy } from '../auth/strategy';
import type { BodyKind } from '../body/kinds';
import type { RouteDoc } from '../openapi/route-doc';
import { type GroupedRoute, type RouteGroup, routeGroup } from './group';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Middleware =
  | string
  | { name: string; config?: Record<string, unknown> }
  | ((ctx: never, next: never) => unknown);

/** One /api route as we declare it: who may call it and which throttle counts it are mandatory. */
export type RouteCore = {
  method: Method;
  path: string;
  handler: string | ((...args: never[]) => unknown);
  access: Access;
  /** A throttle name of CONTRACT §7 (`api` is the default limiter of every route). */
  throttle: string;
  /** Public read cached server-side and validated by ETag; invalidated by these collection tags. */
  cache?: { tags: string[]; ttl?: number };
  /** A legacy alias kept for old clients: answers with `Deprecation: true`. */
  deprecated?: boolean;
  /**
   * The path of the route this one is an alias of: a personal access token is held to that route's
   * scope, whatever the alias's own path looks like (`/trips/generate-ai` is the planner, not a trip write).
   */
  aliasOf?: string;
  middlewares?: Middleware[];
  /** Extra route config read by a generic handler (e.g. which collection it serves). */
  meta?: Record<string, unknown>;
  /**
   * The request body it takes: JSON (the default), `form` (JSON or an urlencoded HTML form), or
   * `{ files }` (JSON or multipart with these file fields, parsed after access and throttle).
   */
  body?: 'form' | { files: string[] };
  /** The token may also come as `?token=` (a file a browser downloads by link); never on other routes. */
  tokenInQuery?: boolean;
  /**
   * `per-call`: a personal access token of any scope is let in and the handler checks the scope of
   * each call it serves (the MCP endpoint). Otherwise the scope follows from the path (token-scopes).
   */
  tokenScope?: typeof PER_CALL;
};

/**
 * A route of the contract documents itself (its OpenAPI operation is built from `doc`); only
 * bench fixtures and test probes, never served in production, say why they are not documented.
 */
export type RouteDeclaration = RouteCore & ({ doc: RouteDoc } | { undocumented: 'bench' | 'test' });

export type DeclaredRouteConfig = {
  access: Access;
  doc: RouteDoc | null;
  throttle: string;
  deprecated: boolean;
  body: NonNullable<RouteDeclaration['body']> | 'json';
  tokenInQuery: boolean;
  aliasOf: string | null;
  /** Where the scope a personal access token must hold here comes from (`routeTokenScope`). */
  tokenScope: RouteScopeSource;
  cache: RouteCore['cache'] | null;
  auth: { scope: string[]; strategies: unknown[] };
  middlewares: Middleware[];
  policies: unknown[];
};

const bodyKindOf = (route: RouteDeclaration): BodyKind =>
  route.body === 'form' ? 'form' : route.body ? 'file' : 'json';

const deprecationHeader = async (
  ctx: { set(name: string, value: string): void },
  next: () => Promise<unknown>,
) => {
  ctx.set('Deprecation', 'true');
  return next();
};

/**
 * Turns declarations into a Strapi content-API router: our strategy inline, throttle and cache as
 * route middlewares. Takes one group (its defaults, then its routes) or declarations already made,
 * e.g. several `routeGroup(…)`s of one file.
 */
export function defineRoutes(group: RouteGroup, routes: GroupedRoute[]): ContentApiRouter;
export function defineRoutes(routes: RouteDeclaration[]): ContentApiRouter;
export function defineRoutes(
  groupOrRoutes: RouteGroup | RouteDeclaration[],
  grouped: GroupedRoute[] = [],
): ContentApiRouter {
  const routes = Array.isArray(groupOrRoutes) ? groupOrRoutes : routeGroup(groupOrRoutes, grouped);
  return { type: 'content-api', routes: routes.map(strapiRouteOf) };
}

type StrapiRoute = {
  method: string;
  path: string;
  handler: RouteCore['handler'];
  config: DeclaredRouteConfig;
};
type ContentApiRouter = { type: 'content-api'; routes: StrapiRoute[] };

function strapiRouteOf(route: RouteDeclaration): StrapiRoute {
  const middlewares: Middleware[] = [];
  // Bodies are read before the throttle (the login limiter keys on the e-mail), files after it.
  if (route.method !== 'GET')
    middlewares.push({ name: 'plugin::contract.body', config: { kind: bodyKindOf(route) } });
  middlewares.push({ name: 'plugin::contract.throttle', config: { name: route.throttle } });
  if (route.deprecated) middlewares.push(deprecationHeader as Middleware);
  if (route.cache) middlewares.push({ name: 'plugin::contract.response-cache', config: route.cache });
  if (typeof route.body === 'object')
    middlewares.push({ name: 'plugin::contract.files', config: { fields: route.body.files } });
  const config: DeclaredRouteConfig & Record<string, unknown> = {
    ...route.meta,
    access: route.access,
    doc: 'doc' in route ? route.doc : null,
    throttle: route.throttle,
    deprecated: Boolean(route.deprecated),
    body: route.body ?? 'json',
    tokenInQuery: Boolean(route.tokenInQuery),
    aliasOf: route.aliasOf ?? null,
    tokenScope: route.tokenScope
      ? { fixed: route.tokenScope }
      : { method: route.method, path: route.aliasOf ?? route.path, isPublic: isPublicAccess(route.access) },
    cache: route.cache ?? null,
    auth: {
      scope: [typeof route.handler === 'string' ? route.handler : `contract:${route.method} ${route.path}`],
      strategies: [contractJwtStrategy],
    },
    middlewares: [...middlewares, ...(route.middlewares ?? [])],
    policies: [],
  };
  return { method: route.method, path: route.path, handler: route.handler, config };
}
