import type { Core } from '@strapi/strapi';
import { panelPolicies, registerPanelActions } from '../../../contract/public';

/** The admin-panel permission of the Reports page and the revenue widget (Super Admin holds every one). */
export const READ_REPORTS = 'plugin::reports.read';

export const registerPanelPermissions = (strapi: Core.Strapi) =>
  registerPanelActions(strapi, [
    { displayName: 'Generate and download reports', uid: 'read', pluginName: 'reports' },
  ]);

export const PANEL_POLICIES = panelPolicies(READ_REPORTS);
