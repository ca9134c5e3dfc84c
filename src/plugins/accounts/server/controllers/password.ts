import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonBody, respond, validate } from '../../../contract/public';
import { forgotPasswordSchema, resetPasswordSchema } from '../validators/accounts';
import { accounts } from '../../public';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const resets = () => accounts(strapi).passwordResets;

  return {
    /** The same answer whether or not the address has an account (no enumeration). */
    async forgot(ctx: Context) {
      const { email } = validate(forgotPasswordSchema, jsonBody(ctx));
      await resets().request(email);
      respond(ctx, null, {
        message: 'If an account exists for this email address, we have emailed a password reset link.',
      });
    },

    async reset(ctx: Context) {
      const input = validate(resetPasswordSchema, jsonBody(ctx));
      await resets().reset(input.email, input.token, input.password);
      respond(ctx, null, { message: 'Password reset successfully' });
    },
  };
};
