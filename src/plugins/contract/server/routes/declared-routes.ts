import type { Core } from '@strapi/strapi';
import type { RouteDoc } from '../openapi/route-doc';
import { routeTokenScope, type RouteScopeSource } from '../auth/token-scopes';

export type DeclaredRoute = {
  method: string;
  path: string;
  access?: unknown;
  /** What a personal access token must hold here (null: none is accepted). */
  tokenScope?: string | null;
  throttle?: unknown;
  handler: unknown;
  body?: unknown;
  deprecated?: boolean;
  /** The path (under the same prefix) of the route this one is an alias of. */
  aliasOf?: string | null;
  doc?: RouteDoc | null;
  /** A public read kept in the response cache, with the collection tags that invalidate it. */
  cache?: { tags: string[]; ttl?: number } | null;
};
type Router = {
  type?: string;
  prefix?: string;
  routes?: Array<{ method: string; path: string; handler: unknown; config?: Record<string, unknown> }>;
};

const apiPrefix = (strapi: Core.Strapi) => (strapi.config.get('api.rest.prefix') as string) ?? '/api';

const flatten = (strapi: Core.Strapi, routers: Router[], defaultPrefix: string): DeclaredRoute[] =>
  routers
    .filter((router) => (router.type ?? 'content-api') === 'content-api')
    .flatMap((router) =>
      (router.routes ?? []).map((route) => {
        const prefix = (route.config?.prefix as string | undefined) ?? router.prefix ?? defaultPrefix;
        // koa-router mounts `/email` + `/` as `/email`.
        const mounted = (path: string) => `${apiPrefix(strapi)}${prefix}${path}`.replace(/(.)\/$/, '$1');
        const path = mounted(route.path);
        return {
          method: route.method,
          path,
          access: route.config?.access,
          tokenScope: routeTokenScope(strapi, route.config?.tokenScope as RouteScopeSource | undefined),
          throttle: route.config?.throttle,
          handler: route.handler,
          body: route.config?.body,
          deprecated: route.config?.deprecated === true,
          aliasOf: route.config?.aliasOf ? mounted(route.config.aliasOf as string) : null,
          cache: (route.config?.cache as DeclaredRoute['cache']) ?? null,
          doc: (route.config?.doc as RouteDoc | null | undefined) ?? null,
        };
      }),
    );

const routersOf = (holder: unknown): Router[] =>
  Object.values(((holder as { routes?: Record<string, Router> }).routes ?? {}) as Record<string, Router>);

/** The content-API routes of the app's own APIs and own plugins, with their declarations. */
export const ownRoutes = (strapi: Core.Strapi): DeclaredRoute[] => {
  const ownPlugins = strapi.config.get('plugin::contract.ownPlugins') as string[];
  return [
    ...Object.values(strapi.apis).flatMap((api) => flatten(strapi, routersOf(api), '')),
    ...ownPlugins.flatMap((name) =>
      flatten(
        strapi,
        routersOf(strapi.plugin(name)).filter((r) => r.type === 'content-api'),
        `/${name}`,
      ),
    ),
  ];
};

/** The content-API routes that Strapi's internal plugins mount and that we cannot remove. */
export const foreignRoutes = (strapi: Core.Strapi): DeclaredRoute[] => {
  const ownPlugins = new Set(strapi.config.get('plugin::contract.ownPlugins') as string[]);
  return Object.entries(strapi.plugins)
    .filter(([name]) => !ownPlugins.has(name))
    .flatMap(([name, plugin]) => {
      const routes = (plugin as unknown as { routes?: unknown }).routes;
      if (Array.isArray(routes)) return [];
      return flatten(
        strapi,
        routersOf(plugin).filter((router) => router.type === 'content-api'),
        `/${name}`,
      );
    });
};
