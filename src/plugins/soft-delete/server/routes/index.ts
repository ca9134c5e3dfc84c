import { TRASH_POLICIES } from '../admin-panel/permissions';

const route = (method: string, path: string, handler: string) => ({
  method,
  path,
  handler: `trash-panel.${handler}`,
  config: { policies: TRASH_POLICIES },
});

/**
 * The Trash page of the admin panel, with the panel's own session (mounted at `/soft-delete/…`
 * beside `/admin`, not under `/api`). `:type` is a content-type uid.
 */
export default {
  admin: {
    type: 'admin',
    routes: [
      route('GET', '/types', 'types'),
      route('GET', '/types/:type/records', 'records'),
      route('POST', '/types/:type/records/:id/restore', 'restore'),
    ],
  },
};
