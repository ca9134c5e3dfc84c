import { DELETE_POLICIES, PANEL_POLICIES } from '../admin-panel/permissions';

const route = (method: string, path: string, handler: string, policies = PANEL_POLICIES) => ({
  method,
  path,
  handler: `admin-panel.${handler}`,
  config: { policies },
});

/**
 * What the Reports page and the revenue widget call, with the admin panel's own session (mounted
 * at `/reports/…`, beside `/admin`, not under `/api`): the same services as `/api/admin/reports`.
 */
export const adminPanelRoutes = {
  type: 'admin',
  routes: [
    route('GET', '/revenue', 'revenue'),
    route('GET', '/jobs', 'index'),
    route('POST', '/jobs', 'generate'),
    route('GET', '/jobs/:id', 'show'),
    route('GET', '/jobs/:id/file', 'download'),
    // The report and its file; `{data: {id}}`, or 404 when there is no such report.
    route('DELETE', '/jobs/:id', 'remove', DELETE_POLICIES),
  ],
};
