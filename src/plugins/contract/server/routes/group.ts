import type { Access } from '../auth/access';
import type { RouteDoc } from '../openapi/route-doc';
import type { RouteCore, RouteDeclaration } from './define';

/** What every route of a group shares; a route may override each of them. */
export type RouteGroup = {
  /** The OpenAPI tag of every documented route of the group. */
  tag?: string;
  access?: Access;
  /** A throttle name of CONTRACT §7. */
  throttle?: string;
  /** A controller UID (`api::trip.trips`): a route's `action` names one of its actions. */
  controller?: string;
};

/** Another path the same route answers under, e.g. a legacy alias old clients still call. */
export type RouteAlias = string | { path: string; deprecated: true };

type Documented = { doc: Omit<RouteDoc, 'tag'> & { tag?: string } } | { undocumented: 'bench' | 'test' };

/** A route inside a group: access, throttle, tag and handler fall back to the group's. */
export type GroupedRoute = Omit<RouteCore, 'access' | 'throttle' | 'handler'> &
  Partial<Pick<RouteCore, 'access' | 'throttle' | 'handler'>> & {
    /** An action of the group's controller (instead of a `handler`). */
    action?: string;
    aliases?: RouteAlias[];
  } & Documented;

/** A declaration mistake: thrown while the route files load, so the service never starts with one. */
const misdeclared = (route: GroupedRoute, problem: string) =>
  new Error(`Route ${route.method} ${route.path}: ${problem}`);

const handlerOf = (group: RouteGroup, route: GroupedRoute): RouteCore['handler'] => {
  if (route.handler !== undefined) return route.handler;
  if (route.action === undefined) throw misdeclared(route, 'neither a handler nor an action');
  if (group.controller === undefined) throw misdeclared(route, 'an action without a group controller');
  return `${group.controller}.${route.action}`;
};

const declarationOf = (group: RouteGroup, route: GroupedRoute): RouteDeclaration => {
  const { action: _action, aliases: _aliases, ...rest } = route;
  const access = route.access ?? group.access;
  const throttle = route.throttle ?? group.throttle;
  if (access === undefined) throw misdeclared(route, 'no access, in the route or its group');
  if (throttle === undefined) throw misdeclared(route, 'no throttle, in the route or its group');
  const core = { ...rest, access, throttle, handler: handlerOf(group, route) };
  if (!('doc' in route)) return core as RouteDeclaration;
  const tag = route.doc.tag ?? group.tag;
  if (tag === undefined) throw misdeclared(route, 'a doc without a tag, in the route or its group');
  return { ...core, doc: { ...route.doc, tag } } as RouteDeclaration;
};

const aliasesOf = (declaration: RouteDeclaration, aliases: RouteAlias[]): RouteDeclaration[] =>
  aliases.map((alias) =>
    typeof alias === 'string'
      ? { ...declaration, path: alias, aliasOf: declaration.path }
      : { ...declaration, path: alias.path, deprecated: true, aliasOf: declaration.path },
  );

/** Declarations of a group of routes: each route with the group's defaults, then its aliases. */
export const routeGroup = (group: RouteGroup, routes: GroupedRoute[]): RouteDeclaration[] =>
  routes.flatMap((route) => {
    const declaration = declarationOf(group, route);
    return [declaration, ...aliasesOf(declaration, route.aliases ?? [])];
  });
