import type { StrapiApp } from '@strapi/strapi/admin';
import { Trash } from '@strapi/icons';
import { MANAGE_TRASH, PLUGIN_ID } from './permissions';

/**
 * The Trash in the admin panel: the records deleted in the Content Manager or through the API,
 * by content type, with who deleted them and when, and a Restore action. Shown only to roles
 * holding `plugin::soft-delete.manage` (the Super Admin; not the Catalog editor).
 */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Trash,
      intlLabel: { id: `${PLUGIN_ID}.plugin.name`, defaultMessage: 'Trash' },
      // A plain function returning the import: 5.54 warns about async loaders.
      Component: () => import('./pages/TrashPage').then((module) => ({ default: module.TrashPage })),
      permissions: MANAGE_TRASH,
    });
    app.registerPlugin({ id: PLUGIN_ID, name: 'Trash' });
  },
  bootstrap() {},
  async registerTrads() {
    return [];
  },
};
