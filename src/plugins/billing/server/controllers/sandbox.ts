import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonBody } from '../../../contract/public';
import { allowFormActionTo } from '../presenters/sandbox-csp';
import { sandboxPage } from '../presenters/sandbox-page';
import { decideSandboxOrder, sandboxOrder } from '../services/sandbox-checkout';
import { billing } from '../../public';

/** The sandbox provider's hosted page (only with PAYMENT_PROVIDER=sandbox), part of `payments`. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const frontendUrl = () => (strapi.config.get('plugin::billing.frontendUrl') as string).replace(/\/$/, '');

  return {
    async sandbox(ctx: Context) {
      const order = await sandboxOrder(strapi, ctx.params.merchantOrderId, ctx.query.key);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set(
        'Content-Security-Policy',
        allowFormActionTo(ctx.response.get('Content-Security-Policy') || '', frontendUrl()),
      );
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = sandboxPage(
        strapi.config.get('plugin::billing.appName') as string,
        order,
        await billing(strapi).orders.lookup(order.user_id, order.merchant_order_id),
      );
    },

    /** Pay or Decline: settled through our own webhook, then the browser goes to the callback route. */
    async sandboxAct(ctx: Context) {
      const order = await sandboxOrder(strapi, ctx.params.merchantOrderId, ctx.query.key);
      const pay = (jsonBody(ctx).action as string | undefined) === 'pay';
      ctx.redirect(
        `/api/payments/callback?${await decideSandboxOrder(strapi, order, pay, ctx.socket.localPort)}`,
      );
    },
  };
};
