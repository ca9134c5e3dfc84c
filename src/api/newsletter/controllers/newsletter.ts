import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { prefersHtml, renderNotice, respond, validBody, validQuery } from '../../../plugins/contract/public';
import { presentSubscription, presentUnsubscribed } from '../presenters/subscriptions';
import { unsubscribeNotice } from '../presenters/unsubscribe-page';
import { subscribeSchema, unsubscribeSchema } from '../validators';
import { newsletter } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The same link for a person: the page says what happened, or why the link is refused. */
  const unsubscribePage = async (ctx: Context) => {
    const appName = strapi.config.get('plugin::contract.appName') as string;
    const frontendUrl = strapi.config.get('plugin::accounts.frontendUrl') as string;
    // The declared schema, read without throwing: a malformed link is a page too, not JSON.
    const query = unsubscribeSchema.safeParse(ctx.query);
    if (!query.success) return renderNotice(ctx, unsubscribeNotice('incomplete', appName, frontendUrl));
    const { email, signature } = query.data;
    const outcome = await newsletter(strapi).subscribers.leave(email, signature);
    renderNotice(ctx, unsubscribeNotice(outcome, appName, frontendUrl, email));
  };

  return {
    async subscribe(ctx: Context) {
      const { email } = validBody(ctx, subscribeSchema);
      const { subscriber, unsubscribeUrl } = await newsletter(strapi).subscribers.subscribe(email);
      respond(ctx, presentSubscription(subscriber, unsubscribeUrl), {
        status: 201,
        message: 'You have been subscribed to the newsletter.',
      });
    },

    /** Opened from a mail, usually in a browser: a page for browsers, the envelope for API clients. */
    async unsubscribe(ctx: Context) {
      if (prefersHtml(ctx)) return unsubscribePage(ctx);
      const { email, signature } = validQuery(ctx, unsubscribeSchema);
      const left = await newsletter(strapi).subscribers.unsubscribe(email, signature);
      const message = left
        ? 'You have been unsubscribed from the newsletter.'
        : 'This address is not subscribed.';
      respond(ctx, presentUnsubscribed(email), { message });
    },
  };
};
