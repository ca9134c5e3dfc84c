/** The admin-panel permission the server registers (server/admin-panel/permissions.ts). */
export const MANAGE_TRASH = [{ action: 'plugin::soft-delete.manage', subject: null }];
export const PLUGIN_ID = 'soft-delete';
