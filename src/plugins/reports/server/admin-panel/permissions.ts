import type { Core } from '@strapi/strapi';

/** The admin-panel permission of the Reports page and the revenue widget (Super Admin holds every one). */
export const READ_REPORTS = 'plugin::reports.read';

export const registerPanelPermissions = async (strapi: Core.Strapi) => {
  const admin = strapi.admin as unknown as {
    services: { permission: { actionProvider: { registerMany(actions: unknown[]): Promise<void> } } };
  };
  await admin.services.permission.actionProvider.registerMany([
    { section: 'plugins', displayName: 'Generate and download reports', uid: 'read', pluginName: 'reports' },
  ]);
};

/** Admin-panel session, then the permission: Strapi's own policies. */
export const PANEL_POLICIES = [
  'admin::isAuthenticatedAdmin',
  { name: 'admin::hasPermissions', config: { actions: [READ_REPORTS] } },
];
