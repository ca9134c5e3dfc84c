/** The admin-panel permission the server registers (server/admin-panel/permissions.ts). */
export const READ_REPORTS = [{ action: 'plugin::reports.read', subject: null }];
export const DELETE_REPORTS = [{ action: 'plugin::reports.delete', subject: null }];
export const PLUGIN_ID = 'reports';
