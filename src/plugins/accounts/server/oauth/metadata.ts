import type { Core } from '@strapi/strapi';
import { MCP_PATH, OAUTH_SCOPES, oauthSettings } from './settings';

/** Where the protected resource's document is (RFC 9728 §3.1: the resource's path after the well-known name). */
export const PROTECTED_RESOURCE_PATHS = [
  '/.well-known/oauth-protected-resource',
  `/.well-known/oauth-protected-resource${MCP_PATH}`,
];

/** RFC 8414's document, which the library serves under OpenID's name with the same content. */
export const AUTHORIZATION_SERVER_PATH = '/.well-known/oauth-authorization-server';
export const LIBRARY_DISCOVERY_PATH = '/.well-known/openid-configuration';

/** RFC 9728 protected-resource metadata of the MCP server (CONTRACT §15). */
export const protectedResourceMetadata = (strapi: Core.Strapi) => {
  const settings = oauthSettings(strapi);
  return {
    resource: settings.resource,
    authorization_servers: [settings.issuer],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: `${settings.appName} MCP server`,
  };
};

/** The challenge of a request to the MCP server without a valid token (RFC 9728 §5.1). */
export const bearerChallenge = (strapi: Core.Strapi) =>
  `Bearer resource_metadata="${oauthSettings(strapi).resourceMetadataUrl}"`;
