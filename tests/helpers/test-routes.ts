import type { Core } from '@strapi/strapi';
import { defineRoutes, RouteDeclaration } from '../../src/plugins/contract/public';

/** Test-only routes live under /api/__test and are left out of the OpenAPI coverage check. */
export const TEST_PREFIX = '/__test';

export const mountTestRoutes = (strapi: Core.Strapi, routes: RouteDeclaration[]) => {
  strapi.server.routes(
    defineRoutes(routes.map((route) => ({ ...route, path: `${TEST_PREFIX}${route.path}` }))) as never,
  );
};
