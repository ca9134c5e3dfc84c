import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody, validQuery } from '../../../plugins/contract/public';
import { subscribeSchema, unsubscribeSchema } from '../validators';
import { newsletter } from '../public';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    const { email } = validBody(ctx, subscribeSchema);
    const data = await newsletter(strapi).subscribers.subscribe(email);
    respond(ctx, data, { status: 201, message: 'You have been subscribed to the newsletter.' });
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
      const appName = escape(strapi.config.get('plugin::contract.appName') as string);
      ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>${appName}</title></head><body style="font-family:sans-serif"><h2>${appName}</h2><p>${escape(message)}</p></body></html>`;
      return;
    }
    respond(ctx, { email, subscribed: false }, { message });
  },
});
