import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { type Principal } from '../../../contract/public';
import { type TokenClaims, requestToken, tokenSettingsOf, verifyToken, InvalidTokenError } from '../jwt';
import { isTrashed } from '../../../soft-delete/public';
import { accounts } from '../../accessor';
import { looksLikePersonalToken } from './personal-tokens/secret';
import { looksLikeOAuthToken, oauthAccessOf } from '../oauth/access-tokens';

type UserRow = Record<string, unknown> & {
  id: number;
  blocked?: boolean | null;
  is_active?: boolean | null;
  email_verified_at?: unknown;
  role?: { type?: string } | null;
};

/** Our notion of a caller: roles from users-permissions, verified by e-mail, active unless blocked or trashed. */
const shape = (user: UserRow) => {
  const roles = user.role?.type ? [user.role.type] : [];
  return {
    roles,
    verified: Boolean(user.email_verified_at),
    active: user.is_active !== false && !user.blocked && !isTrashed(user),
  };
};

/**
 * Turns a bearer token (a session's JWT, a personal access token or an OAuth access token) into
 * the caller (a Principal) or null; the contract's strategy asks it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Verified claims of a token, or null when it is invalid, expired or revoked. */
  async claimsOf(token: string, options: { allowExpiredFor?: number } = {}): Promise<TokenClaims | null> {
    let claims: TokenClaims;
    try {
      claims = verifyToken(tokenSettingsOf(strapi), token, options);
    } catch (error) {
      if (error instanceof InvalidTokenError) return null;
      throw error;
    }
    return (await accounts(strapi).tokens.isRevoked(claims)) ? null : claims;
  },

  async load(userId: number): Promise<Principal | null> {
    const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
      where: { id: userId },
      populate: { role: { select: ['id', 'type', 'name'] } },
    })) as UserRow | null;
    if (!user) return null;
    const shaped = shape(user);
    const permissions = await accounts(strapi).permissions.forRoles(shaped.roles);
    return { id: user.id, ...shaped, permissions, user };
  },

  /** The owner of a live personal access token, limited to the token's scopes. */
  async fromPersonalToken(secret: string): Promise<Principal | null> {
    const token = await accounts(strapi).personalTokens.authenticate(secret);
    const principal = token && (await this.load(token.userId));
    return principal ? { ...principal, scopes: new Set(token.scopes) } : null;
  },

  /** The person of a live OAuth access token for the MCP server, limited to its granted scopes (§15). */
  async fromOAuthToken(token: string): Promise<Principal | null> {
    const access = await oauthAccessOf(strapi, token);
    const principal = access && (await this.load(access.userId));
    return principal ? { ...principal, scopes: new Set(access.scopes) } : null;
  },

  async fromRequest(ctx: Context): Promise<Principal | null> {
    const token = requestToken(ctx);
    if (!token) return null;
    if (looksLikePersonalToken(token)) return this.fromPersonalToken(token);
    if (looksLikeOAuthToken(token)) return this.fromOAuthToken(token);
    const claims = await this.claimsOf(token);
    if (!claims) return null;
    ctx.state.tokenClaims = claims;
    return this.load(Number(claims.sub));
  },
});
