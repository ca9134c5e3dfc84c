/**
 * The stock users-permissions content-API routes (/api/auth/*, /api/users/*, /api/roles/*)
 * are not part of our contract: accounts are served by our own routes.
 */
export default (plugin: { routes: Record<string, { routes: unknown[] }> }) => {
  plugin.routes['content-api'].routes = [];
  return plugin;
};
