import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validBody } from '../../../contract/public';
import { live } from '../../accessor';
import { authSchema } from '../validators';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The bare `{auth, channel_data?}` pusher-js and Echo read (not the envelope: CONTRACT §13). */
  async auth(ctx: Context) {
    const input = validBody(ctx, authSchema);
    ctx.body = await live(strapi).live.authorize(ctx.state.principal, input.socket_id, input.channel_name);
  },
});
