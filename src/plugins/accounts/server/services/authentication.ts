import type { Core } from '@strapi/strapi';
import { ForbiddenError, UnauthenticatedError, ACCOUNT_BLOCKED_MESSAGE } from '../../../contract/public';
import { bearerToken } from '../jwt';
import { isTrashed } from '../../../soft-delete/public';
import { REFRESH_WINDOW_SECONDS } from './tokens';
import { registered } from './registered-event';
import type { UserRecord } from '../presenters/user';
import { accounts } from '../../accessor';
import { announceAccessRevoked } from '../access-revoked';

const INVALID_CREDENTIALS = () =>
  new UnauthenticatedError('Invalid email or password', 'invalid_credentials');

/** Register, login, logout and refresh (CONTRACT §2.1). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Compared against when the e-mail is unknown, so both paths cost one bcrypt comparison.
  let dummyHash: Promise<string> | null = null;
  const dummy = () =>
    (dummyHash ??= strapi
      .plugin('users-permissions')
      .service('user')
      .ensureHashedPasswords({ password: 'no-such-account' })
      .then((v: { password: string }) => v.password));

  return {
    async register(input: { name: string; email: string; phone?: string | null; password: string }) {
      const user: UserRecord = await accounts(strapi).users.create({ ...input, role: 'user' }, (created) =>
        registered(strapi, created.id, 'email'),
      );
      await accounts(strapi).emailVerification.send(user);
      return accounts(strapi).sessions.open(user);
    },

    /** The account of an e-mail and password (401 when they do not match, 403 when it is blocked). */
    async accountOf(email: string, password: string): Promise<UserRecord> {
      const user = await accounts(strapi).users.findByEmail(email);
      const matches = await accounts(strapi).users.passwordMatches(
        user ?? { password: await dummy() },
        password,
      );
      if (!user || !matches || isTrashed(user)) throw INVALID_CREDENTIALS();
      if (user.blocked || user.is_active === false)
        throw new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked');
      return user;
    },

    async login(email: string, password: string) {
      return accounts(strapi).sessions.open(await this.accountOf(email, password));
    },

    async logout(claims: { jti: string; exp: number; sub: string }) {
      await accounts(strapi).tokens.revoke(claims);
      await announceAccessRevoked(strapi, Number(claims.sub));
    },

    /**
     * A token that is valid, or expired less than 14 days ago, and not revoked → a new one; the old
     * one dies at once.
     */
    async refresh(authorization: string | undefined) {
      const token = bearerToken(authorization);
      const principals = accounts(strapi).principals;
      const claims = token
        ? await principals.claimsOf(token, { allowExpiredFor: REFRESH_WINDOW_SECONDS })
        : null;
      if (!claims) throw new UnauthenticatedError();
      const user: UserRecord | null = await accounts(strapi).users.findById(Number(claims.sub));
      if (!user) throw new UnauthenticatedError();
      if (user.blocked || user.is_active === false)
        throw new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked');
      // Only one of several concurrent refreshes of the same token wins.
      if (!(await accounts(strapi).tokens.revoke(claims))) throw new UnauthenticatedError();
      return accounts(strapi).sessions.open(user);
    },
  };
};
