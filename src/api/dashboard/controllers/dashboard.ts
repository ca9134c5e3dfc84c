import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '../../../plugins/contract/public';
import { presentDashboard } from '../presenters/dashboard';
import { dashboard } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    respond(ctx, presentDashboard(await dashboard(strapi).dashboard.summary(ctx.state.principal)), {
      message: 'Dashboard retrieved successfully',
    });
  },
});
