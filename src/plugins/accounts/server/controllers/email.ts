import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, EMAIL_NOT_VERIFIED } from '../../../contract/public';
import { accounts } from '../../public';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    async verify(ctx: Context) {
      const outcome = await accounts(strapi).emailVerification.verify({
        id: ctx.params.id,
        hash: ctx.params.hash,
        expires: ctx.query.expires,
        signature: ctx.query.signature,
      });
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
