/**
 * A page of the frontend: `FRONTEND_URL` joined with a configured path (CONTRACT §9:
 * `FRONTEND_RESET_PATH`, `FRONTEND_OAUTH_PATH`, the legacy frontend's pages by default).
 */
export const frontendPage = (frontendUrl: string, pagePath: string, params: Record<string, string>) => {
  const base = frontendUrl.replace(/\/+$/, '');
  const page = pagePath.startsWith('/') ? pagePath : `/${pagePath}`;
  return `${base}${page}?${new URLSearchParams(params).toString()}`;
};
