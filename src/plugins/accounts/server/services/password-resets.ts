import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { DomainRuleError } from '../../../contract/public';
import { isTrashed } from '../../../soft-delete/public';
import { passwordResetMail } from '../presenters/mail';
import { frontendPage } from '../presenters/frontend-page';
import { accounts } from '../../accessor';

const UID = 'plugin::accounts.password-reset';
const TTL_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const RESET_FAILED = () =>
  new DomainRuleError('reset_failed', 'This password reset token is invalid or has expired.');

/** Mailed, single-use, 60-minute reset tokens; only their hash is stored. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const setting = <T>(key: string) => strapi.config.get(`plugin::accounts.${key}`) as T;

  return {
    /** Mails a token when the address belongs to a live account; says nothing either way. */
    async request(email: string) {
      const user = await accounts(strapi).users.findByEmail(email);
      if (!user || isTrashed(user)) return;
      const token = randomBytes(32).toString('hex');
      await strapi.db.query(UID).create({
        data: { email: user.email, token_hash: hashOf(token), expires_at: new Date(Date.now() + TTL_MS) },
      });
      const url = frontendPage(setting<string>('frontendUrl'), setting<string>('frontendResetPath'), {
        token,
        email: user.email,
      });
      void accounts(strapi).mailer.dispatch(
        user.email,
        passwordResetMail(setting<string>('appName'), user.name ?? null, token, url),
        [url],
      );
    },

    /**
     * Sets the new password and revokes every session and personal access token of the account
     * (whoever asked for a reset may not be the only one holding it; CONTRACT §10), all in one
     * transaction: the reset token is spent only if the rest happens. A bad or used token is 422
     * reset_failed.
     */
    async reset(email: string, token: string, password: string) {
      const users = accounts(strapi).users;
      const user = await users.findByEmail(email);
      if (!user || isTrashed(user)) throw RESET_FAILED();
      await strapi.db.transaction(async () => {
        // The conditional update makes the token single-use even under concurrent resets.
        const { count } = await strapi.db.query(UID).updateMany({
          where: {
            email: user.email,
            token_hash: hashOf(token),
            used_at: null,
            expires_at: { $gt: new Date() },
          },
          data: { used_at: new Date() },
        });
        if (count === 0) throw RESET_FAILED();
        await users.update(user.id, { password });
        await this.retireFor(user.email);
        await accounts(strapi).personalTokens.revokeAllFor(user.id);
        await accounts(strapi).tokens.revokeAllFor(user.id);
      });
    },

    /** Ends every outstanding token mailed to an address: after a reset, or once the address leaves its account. */
    async retireFor(email: string) {
      await strapi.db
        .query(UID)
        .updateMany({ where: { email, used_at: null }, data: { used_at: new Date() } });
    },
  };
};
