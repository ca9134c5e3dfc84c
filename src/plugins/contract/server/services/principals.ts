import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Principal } from '../auth/access';
import { TokenClaims, TokenSettings, bearerToken, verifyToken } from '../auth/tokens';

type UserRow = Record<string, unknown> & {
  id: number;
  blocked?: boolean;
  confirmed?: boolean;
  is_active?: boolean;
  role?: { type?: string } | null;
};

export type RevocationCheck = (claims: TokenClaims) => Promise<boolean>;
export type PermissionResolver = (roles: string[]) => Promise<ReadonlySet<string>>;
export type PrincipalShaper = (user: UserRow) => Pick<Principal, 'roles' | 'verified' | 'active'>;

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

const stockShape: PrincipalShaper = (user) => ({
  roles: user.role?.type ? [user.role.type] : [],
  verified: Boolean(user.confirmed),
  active: !user.blocked && user.is_active !== false,
});

/**
 * Turns a bearer token into the caller (a Principal) or null. The accounts capability plugs in
 * token revocation, permission lookup and the user model's own notion of verified/active.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let isRevoked: RevocationCheck = async () => false;
  let resolvePermissions: PermissionResolver = async () => NO_PERMISSIONS;
  let shape: PrincipalShaper = stockShape;

  const settings = (): TokenSettings => strapi.config.get('plugin::contract.jwt') as TokenSettings;

  return {
    useRevocationCheck(check: RevocationCheck) {
      isRevoked = check;
    },
    usePermissionResolver(resolver: PermissionResolver) {
      resolvePermissions = resolver;
    },
    useShaper(shaper: PrincipalShaper) {
      shape = shaper;
    },
    tokenSettings: settings,

    /** Verified claims of a token, or null when it is invalid, expired or revoked. */
    async claimsOf(token: string, options: { allowExpiredFor?: number } = {}): Promise<TokenClaims | null> {
      let claims: TokenClaims;
      try {
        claims = verifyToken(settings(), token, options);
      } catch {
        return null;
      }
      return (await isRevoked(claims)) ? null : claims;
    },

    async load(userId: number): Promise<Principal | null> {
      const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
        where: { id: userId },
        populate: { role: { select: ['id', 'type', 'name'] } },
      })) as UserRow | null;
      if (!user) return null;
      const shaped = shape(user);
      return { id: user.id, ...shaped, permissions: await resolvePermissions(shaped.roles), user };
    },

    async fromRequest(ctx: Context): Promise<Principal | null> {
      const token = bearerToken(ctx.get('Authorization'));
      if (!token) return null;
      const claims = await this.claimsOf(token);
      if (!claims) return null;
      ctx.state.tokenClaims = claims;
      return this.load(Number(claims.sub));
    },
  };
};
