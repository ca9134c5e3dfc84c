import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '../../../contract/server/http/envelope';
import { readPageRequest } from '../../../contract/server/pagination/page-request';
import { respondWithPage } from '../../../contract/server/pagination/page-response';
import { QueryReader } from '../../../contract/server/query/query-reader';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.plugin('billing').service('orders');
  return {
    async index(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      reader.assertValid();
      const { items, total } = await orders().listFor(ctx.state.principal.id, page);
      respondWithPage(ctx, items, page, total, { message: 'Orders retrieved successfully' });
    },
    async lookup(ctx: Context) {
      respond(ctx, await orders().lookup(ctx.state.principal.id, String(ctx.params.orderRef)), {
        message: 'Order retrieved successfully',
      });
    },
  };
};
