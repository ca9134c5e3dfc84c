import { PURGE_POLICIES, TRASH_POLICIES } from '../admin-panel/permissions';

const route = (method: string, path: string, handler: string, policies: unknown[] = TRASH_POLICIES) => ({
  method,
  path,
  handler: `trash-panel.${handler}`,
  config: { policies },
});

/**
 * The Trash page of the admin panel, with the panel's own session (mounted at `/soft-delete/…`
 * beside `/admin`, not under `/api`). `:type` is a content-type uid. Restoring is for whoever
 * holds the Trash permission; deleting for good (one record, or every trashed record of a type)
 * is the Super Admin's alone.
 */
export default {
  admin: {
    type: 'admin',
    routes: [
      route('GET', '/types', 'types'),
      route('GET', '/types/:type/records', 'records'),
      route('POST', '/types/:type/records/:id/restore', 'restore'),
      route('DELETE', '/types/:type/records/:id', 'purge', PURGE_POLICIES),
      route('DELETE', '/types/:type/records', 'purgeAll', PURGE_POLICIES),
    ],
  },
};
