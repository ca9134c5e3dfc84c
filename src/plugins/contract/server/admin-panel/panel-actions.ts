import type { Core } from '@strapi/strapi';

/** An admin-panel permission a plugin adds to the roles editor (the Super Admin holds every one). */
export type PanelAction = { uid: string; displayName: string; pluginName: string };

export const registerPanelActions = async (strapi: Core.Strapi, actions: PanelAction[]) => {
  const admin = strapi.admin as unknown as {
    services: { permission: { actionProvider: { registerMany(actions: unknown[]): Promise<void> } } };
  };
  await admin.services.permission.actionProvider.registerMany(
    actions.map((action) => ({ section: 'plugins', ...action })),
  );
};

/** Admin-panel session, then the permission: Strapi's own policies. */
export const panelPolicies = (action: string) => [
  'admin::isAuthenticatedAdmin',
  { name: 'admin::hasPermissions', config: { actions: [action] } },
];
