import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody, validQuery } from '../../../plugins/contract/public';
import { presentSubscription, presentUnsubscribed } from '../presenters/subscriptions';
import { unsubscribePage } from '../presenters/unsubscribe-page';
import { subscribeSchema, unsubscribeSchema } from '../validators';
import { newsletter } from '../public';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    const { email } = validBody(ctx, subscribeSchema);
    const { subscriber, unsubscribeUrl } = await newsletter(strapi).subscribers.subscribe(email);
    respond(ctx, presentSubscription(subscriber, unsubscribeUrl), {
      status: 201,
      message: 'You have been subscribed to the newsletter.',
    });
  },

  /** Opened from a mail, usually in a browser: a short page for browsers, the envelope for API clients. */
  async unsubscribe(ctx: Context) {
    const { email, signature } = validQuery(ctx, unsubscribeSchema);
    const left = await newsletter(strapi).subscribers.unsubscribe(email, signature);
    const message = left
      ? 'You have been unsubscribed from the newsletter.'
      : 'This address is not subscribed.';
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = unsubscribePage(strapi.config.get('plugin::contract.appName') as string, message);
      return;
    }
    respond(ctx, presentUnsubscribed(email), { message });
  },
});
