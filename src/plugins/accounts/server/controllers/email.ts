import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, EMAIL_NOT_VERIFIED, prefersHtml, renderNotice } from '../../../contract/public';
import { verificationNotice } from '../presenters/verification-page';
import { accounts } from '../../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    /** Opened from the mail, usually in a browser: a page for browsers, the legacy JSON for API clients. */
    async verify(ctx: Context) {
      const link = {
        id: ctx.params.id,
        hash: ctx.params.hash,
        expires: ctx.query.expires,
        signature: ctx.query.signature,
      };
      const verification = accounts(strapi).emailVerification;
      if (prefersHtml(ctx)) {
        const setting = (key: string) => strapi.config.get(`plugin::accounts.${key}`) as string;
        const notice = verificationNotice(
          await verification.check(link),
          setting('appName'),
          setting('frontendUrl'),
        );
        return renderNotice(ctx, notice);
      }
      const outcome = await verification.verify(link);
      respond(ctx, null, {
        message: outcome === 'verified' ? 'Email verified successfully' : 'Email already verified',
      });
    },

    async resend(ctx: Context) {
      const user = await accounts(strapi).users.current(ctx.state.principal.id);
      if (user.email_verified_at) return respond(ctx, null, { message: 'Email already verified.' });
      await accounts(strapi).emailVerification.send(user, { wait: true });
      respond(ctx, null, { message: 'Verification link sent successfully.' });
    },

    async notice(ctx: Context) {
      if (!ctx.state.principal.verified) throw EMAIL_NOT_VERIFIED;
      const user = await accounts(strapi).users.current(ctx.state.principal.id);
      respond(
        ctx,
        { email_verified_at: new Date(user.email_verified_at!).toISOString() },
        { message: 'Email already verified.' },
      );
    },
  };
};
