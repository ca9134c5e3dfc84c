import type { Core } from '@strapi/strapi';
import { ForbiddenError, UnauthenticatedError } from '../../../contract/server/errors';
import { ACCOUNT_BLOCKED_MESSAGE } from '../../../contract/server/auth/check-access';
import { bearerToken } from '../../../contract/server/auth/tokens';
import { REFRESH_WINDOW_SECONDS } from './tokens';
import type { UserRecord } from '../presenters/user';
import { isTrashed } from '../../../soft-delete/public';

const INVALID_CREDENTIALS = () =>
  new UnauthenticatedError('Invalid email or password', 'invalid_credentials');

/** Register, login, logout and refresh (CONTRACT §2.1). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = (name: string) => strapi.plugin('accounts').service(name);
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
      const user: UserRecord = await service('users').create({ ...input, role: 'user' });
      await service('email-verification').send(user);
      return service('sessions').open(user);
    },

    async login(email: string, password: string) {
      const user = await service('users').findByEmail(email);
      const matches = await service('users').passwordMatches(user ?? { password: await dummy() }, password);
      if (!user || !matches || isTrashed(user)) throw INVALID_CREDENTIALS();
      if (user.blocked || user.is_active === false)
        throw new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked');
      return service('sessions').open(user);
    },

    async logout(claims: { jti: string; exp: number }) {
      await service('tokens').revoke(claims);
    },

    /** A token that is valid, or expired less than 14 days ago, and not revoked → a new one; the old one dies at once. */
    async refresh(authorization: string | undefined) {
      const token = bearerToken(authorization);
      const principals = strapi.plugin('contract').service('principals');
      const claims = token
        ? await principals.claimsOf(token, { allowExpiredFor: REFRESH_WINDOW_SECONDS })
        : null;
      if (!claims) throw new UnauthenticatedError();
      const user: UserRecord | null = await service('users').findById(Number(claims.sub));
      if (!user) throw new UnauthenticatedError();
      if (user.blocked || user.is_active === false)
        throw new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked');
      // Only one of several concurrent refreshes of the same token wins.
      if (!(await service('tokens').revoke(claims))) throw new UnauthenticatedError();
      return service('sessions').open(user);
    },
  };
};
