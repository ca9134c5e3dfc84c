import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '../../../contract/server/http/envelope';
import { EMAIL_NOT_VERIFIED } from '../../../contract/server/auth/check-access';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = (name: string) => strapi.plugin('accounts').service(name);

  return {
    async verify(ctx: Context) {
      const outcome = await service('email-verification').verify({
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
      const user = await service('users').findById(ctx.state.principal.id);
      if (user.email_verified_at) return respond(ctx, null, { message: 'Email already verified.' });
      await service('email-verification').send(user, { wait: true });
      respond(ctx, null, { message: 'Verification link sent successfully.' });
    },

    async notice(ctx: Context) {
      if (!ctx.state.principal.verified) throw EMAIL_NOT_VERIFIED;
      const user = await service('users').findById(ctx.state.principal.id);
      respond(
        ctx,
        { email_verified_at: new Date(user.email_verified_at).toISOString() },
        { message: 'Email already verified.' },
      );
    },
  };
};
