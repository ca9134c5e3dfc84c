import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody } from '../../../contract/public';
import { forgotPasswordSchema, resetPasswordSchema } from '../validators';
import { accounts } from '../../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const resets = () => accounts(strapi).passwordResets;

  return {
    /** The same answer whether or not the address has an account (no enumeration). */
    async forgot(ctx: Context) {
      const { email } = validBody(ctx, forgotPasswordSchema);
      await resets().request(email);
      respond(ctx, null, {
        message: 'If an account exists for this email address, we have emailed a password reset link.',
      });
    },

    async reset(ctx: Context) {
      const input = validBody(ctx, resetPasswordSchema);
      await resets().reset(input.email, input.token, input.password);
      respond(ctx, null, { message: 'Password reset successfully' });
    },
  };
};
