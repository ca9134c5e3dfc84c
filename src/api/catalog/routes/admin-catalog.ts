import { defineRoutes, routeGroup } from '../../../plugins/contract/public';
import { adminDocs } from './docs/admin';
import { type AdminCollection, ADMIN_COLLECTIONS } from '../validators';

/** One collection's admin routes: its editors (`manage <collection>`), the default throttle. */
const adminRoutes = (collection: AdminCollection) => {
  const docs = adminDocs(collection);
  const group = {
    tag: 'Admin: catalog',
    access: { permission: `manage ${collection}` },
    throttle: 'api',
    controller: 'api::catalog.catalog-admin',
  };
  const meta = { collection };
  return routeGroup(group, [
    { method: 'GET', path: `/admin/${collection}`, action: 'index', meta, doc: docs.index },
    { method: 'POST', path: `/admin/${collection}`, action: 'create', meta, doc: docs.create },
    { method: 'PUT', path: `/admin/${collection}/:id`, action: 'update', meta, doc: docs.update },
    { method: 'DELETE', path: `/admin/${collection}/:id`, action: 'destroy', meta, doc: docs.destroy },
    { method: 'PATCH', path: `/admin/${collection}/:id/restore`, action: 'restore', meta, doc: docs.restore },
  ]);
};

export default defineRoutes(ADMIN_COLLECTIONS.flatMap(adminRoutes));
