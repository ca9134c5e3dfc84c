import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody } from '../../../contract/public';
import { socialCompleteSchema } from '../validators';
import { accounts } from '../../accessor';

const NONCE_COOKIE = 'oauth_nonce';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const secureCookies = () => (strapi.config.get('plugin::accounts.appUrl') as string).startsWith('https://');

  return {
    async redirect(ctx: Context) {
      const { redirect, nonce } = accounts(strapi).social.start(ctx.params.provider);
      // The nonce binds the callback to the browser that started the flow (login CSRF).
      if (nonce)
        ctx.cookies.set(NONCE_COOKIE, nonce, {
          httpOnly: true,
          sameSite: 'lax',
          signed: true,
          maxAge: 600_000,
          secure: secureCookies(),
        });
      ctx.redirect(redirect);
    },

    async callback(ctx: Context) {
      const nonce = ctx.cookies.get(NONCE_COOKIE, { signed: true });
      const target = await accounts(strapi).social.finish(ctx.params.provider, ctx.query, nonce);
      ctx.cookies.set(NONCE_COOKIE, null, { signed: true });
      ctx.redirect(target);
    },

    async complete(ctx: Context) {
      const { phone } = validBody(ctx, socialCompleteSchema);
      const users = accounts(strapi).users;
      const user = await users.current(ctx.state.principal.id);
      if (user.phone)
        return respond(ctx, await accounts(strapi).sessions.open(user), { message: 'Phone already set.' });
      const updated = await users.update(user.id, { phone });
      respond(ctx, await accounts(strapi).sessions.open(updated), {
        message: 'Registration completed successfully.',
      });
    },
  };
};
