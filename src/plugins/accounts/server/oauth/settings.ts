import type { Core } from '@strapi/strapi';
import { TOKEN_SCOPES } from '../token-scopes';

/** An access token's lifetime (CONTRACT §15: one hour). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** An authorization code's lifetime (CONTRACT §15: 60 seconds, used once). */
export const CODE_TTL_SECONDS = 60;
/** A refresh token's lifetime; each use rotates it. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** A grant (a connected app) lives as long as its refresh tokens can renew it. */
export const GRANT_TTL_SECONDS = REFRESH_TOKEN_TTL_SECONDS;
/** A sign-in and consent in progress. */
export const INTERACTION_TTL_SECONDS = 15 * 60;

/** The scopes an OAuth client may ask: the personal access tokens' (CONTRACT §12). */
export const OAUTH_SCOPES: readonly string[] = TOKEN_SCOPES;

/** The protected resource's path: the MCP server. */
export const MCP_PATH = '/api/mcp';

/**
 * Where the authorization server and its one protected resource are (CONTRACT §15): the issuer is
 * APP_URL's origin (the OAuth endpoints sit there, outside /api), the resource APP_URL + /api/mcp.
 */
export const oauthSettings = (strapi: Core.Strapi) => {
  const appUrl = String(strapi.config.get('plugin::accounts.appUrl')).replace(/\/+$/, '');
  return {
    issuer: appUrl,
    resource: `${appUrl}${MCP_PATH}`,
    resourceMetadataUrl: `${appUrl}/.well-known/oauth-protected-resource${MCP_PATH}`,
    appKey: String(strapi.config.get('plugin::accounts.appKey')),
    appName: String(strapi.config.get('plugin::accounts.appName')),
  };
};
