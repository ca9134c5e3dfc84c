import type { Core } from '@strapi/strapi';
import { defineRoutes, RouteCore, RouteDoc } from '../../src/plugins/contract/public';

/** Test-only routes live under /api/__test and are left out of the OpenAPI coverage check. */
export const TEST_PREFIX = '/__test';

/** A probe may carry a doc (to exercise validation through the declaration); none is published. */
export const mountTestRoutes = (strapi: Core.Strapi, routes: Array<RouteCore & { doc?: RouteDoc }>) => {
  strapi.server.routes(
    defineRoutes(
      routes.map(({ doc, ...route }) => ({
        ...route,
        path: `${TEST_PREFIX}${route.path}`,
        ...(doc ? { doc } : { undocumented: 'test' as const }),
      })),
    ) as never,
  );
};
