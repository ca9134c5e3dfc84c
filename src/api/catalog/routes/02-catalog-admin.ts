import { defineRoutes, RouteDeclaration } from '../../../plugins/contract/public';
import { adminDocs } from '../docs/admin';
import { ADMIN_COLLECTIONS } from '../validators';

const routes: RouteDeclaration[] = ADMIN_COLLECTIONS.flatMap((collection) => {
  const docs = adminDocs(collection);
  const declare = (method: RouteDeclaration['method'], path: string, action: string): RouteDeclaration => ({
    method,
    path: `/admin/${collection}${path}`,
    handler: `api::catalog.catalog-admin.${action}`,
    access: { permission: `manage ${collection}` },
    throttle: 'api',
    meta: { collection },
    doc: docs[action],
  });
  return [
    declare('GET', '', 'index'),
    declare('POST', '', 'create'),
    declare('PUT', '/:id', 'update'),
    declare('DELETE', '/:id', 'destroy'),
    declare('PATCH', '/:id/restore', 'restore'),
  ];
});

export default defineRoutes(routes);
