/**
 * What the edit view's "Linked records" panel calls, with the panel's own session (mounted at
 * `/panel/…` beside `/admin`). Who may read which record is checked in the controller against the
 * Content Manager's read permission of each content type.
 */
export default {
  admin: {
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/id-columns',
        handler: 'links.idColumns',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'GET',
        path: '/links/:type/:documentId',
        handler: 'links.show',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  },
};
