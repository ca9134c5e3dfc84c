import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonBody, ValidationError } from '../../../contract/public';
import type { SandboxOrder } from '../adapters/sandbox/signing';
import { allowFormActionTo } from '../presenters/sandbox-csp';
import { finishedOrderPage, sandboxPage } from '../presenters/sandbox-page';
import { decideSandboxOrder, sandboxOrder } from '../services/sandbox-checkout';
import { billing } from '../../accessor';

const ACTIONS = ['pay', 'decline'];

/** The sandbox provider's hosted page (only with PAYMENT_PROVIDER=sandbox), part of `payments`. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const frontendUrl = () => (strapi.config.get('plugin::billing.frontendUrl') as string).replace(/\/$/, '');
  const appName = () => strapi.config.get('plugin::billing.appName') as string;

  const html = (ctx: Context, status: number, body: string) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set(
      'Content-Security-Policy',
      allowFormActionTo(ctx.response.get('Content-Security-Policy') || '', frontendUrl()),
    );
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = body;
  };

  /**
   * A finished order (paid, failed, expired, …) is no longer the provider's to decide: its page, and a
   * Pay or Decline sent again (the back button), answer 409 with a page saying why.
   */
  const refuseFinished = (ctx: Context, order: SandboxOrder) => {
    if (order.state === 'pending') return false;
    html(ctx, 409, finishedOrderPage(appName(), order, frontendUrl()));
    return true;
  };

  return {
    async sandbox(ctx: Context) {
      const order = await sandboxOrder(strapi, ctx.params.merchantOrderId, ctx.query.key);
      if (refuseFinished(ctx, order)) return;
      const summary = await billing(strapi).orders.lookup(order.user_id, order.merchant_order_id);
      html(ctx, 200, sandboxPage(appName(), order, summary));
    },

    /** Pay or Decline: settled through our own webhook, then the browser goes to the callback route. */
    async sandboxAct(ctx: Context) {
      const order = await sandboxOrder(strapi, ctx.params.merchantOrderId, ctx.query.key);
      const action = jsonBody(ctx).action;
      // A post without a choice decides nothing: declining by default would fail the order.
      if (typeof action !== 'string' || !ACTIONS.includes(action))
        throw ValidationError.field('action', 'The selected action is invalid.');
      if (refuseFinished(ctx, order)) return;
      const query = await decideSandboxOrder(strapi, order, action === 'pay', ctx.socket.localPort);
      ctx.redirect(`/api/payments/callback?${query}`);
    },
  };
};
