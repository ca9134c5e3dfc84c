import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody } from '../../../contract/public';
import { loginSchema, registerSchema } from '../validators';
import { accounts } from '../../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const auth = () => accounts(strapi).authentication;

  return {
    async register(ctx: Context) {
      const input = validBody(ctx, registerSchema);
      const session = await auth().register({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        password: input.password,
      });
      respond(ctx, session, { message: 'user created', status: 201 });
    },

    async login(ctx: Context) {
      const input = validBody(ctx, loginSchema);
      respond(ctx, await auth().login(input.email, input.password), {
        message: 'user logged in successfully',
      });
    },

    async logout(ctx: Context) {
      await auth().logout(ctx.state.tokenClaims);
      respond(ctx, [], { message: 'User Logged out Successfully' });
    },

    async refresh(ctx: Context) {
      respond(ctx, await auth().refresh(ctx.get('Authorization') || undefined), { message: 'Success' });
    },
  };
};
