import type { Core } from '@strapi/strapi';
import { panelPolicies, registerPanelActions } from '../../../contract/public';

/** The admin-panel permission of the Reports page and the revenue widget (Super Admin holds every one). */
export const READ_REPORTS = 'plugin::reports.read';
/** Deleting a report (and its file) is its own permission: reading reports does not grant it. */
export const DELETE_REPORTS = 'plugin::reports.delete';

export const registerPanelPermissions = (strapi: Core.Strapi) =>
  registerPanelActions(strapi, [
    { displayName: 'Generate and download reports', uid: 'read', pluginName: 'reports' },
    { displayName: 'Delete reports', uid: 'delete', pluginName: 'reports' },
  ]);

export const PANEL_POLICIES = panelPolicies(READ_REPORTS);
export const DELETE_POLICIES = panelPolicies(DELETE_REPORTS);
