import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageRequestOf, respond, respondWithPage } from '../../../contract/public';
import { billing } from '../../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => billing(strapi).orders;
  return {
    async index(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await orders().listFor(ctx.state.principal.id, page);
      respondWithPage(ctx, items, page, total, { message: 'Orders retrieved successfully' });
    },
    /** GET /me/payments: the caller's payments, newest first (CONTRACT §10). */
    async payments(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await billing(strapi).paymentHistory.listFor(ctx.state.principal.id, page);
      respondWithPage(ctx, items, page, total, { message: 'Payments retrieved successfully' });
    },
    async lookup(ctx: Context) {
      respond(ctx, await orders().lookup(ctx.state.principal.id, String(ctx.params.orderRef)), {
        message: 'Order retrieved successfully',
      });
    },
  };
};
