import type { Core } from '@strapi/strapi';
import { oauthProvider } from './provider';
import { oauthSettings } from './settings';
import { connectedApps } from './connected-apps';

/** oidc-provider's opaque tokens: 43 characters of base64url (no dots: not a session's JWT). */
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

export const looksLikeOAuthToken = (token: string) => OPAQUE.test(token);

/**
 * The person and scopes of a live OAuth access token whose audience is the MCP server (CONTRACT
 * §15), or null: unknown, expired, revoked (its grant gone), or for another audience. Read from the
 * shared table on every request: a revocation on any instance is seen here at once.
 */
export const oauthAccessOf = async (strapi: Core.Strapi, token: string) => {
  const provider = await oauthProvider(strapi);
  const found = await provider.AccessToken.find(token);
  if (!found || found.isExpired) return null;
  const audiences = Array.isArray(found.aud) ? found.aud : [found.aud];
  if (!audiences.includes(oauthSettings(strapi).resource)) return null;
  const grant = await provider.Grant.find(found.grantId);
  if (!grant) return null;
  await connectedApps(strapi).touch(found.grantId);
  return {
    userId: Number(found.accountId),
    scopes: (found.scope ?? '').split(' ').filter(Boolean),
  };
};
