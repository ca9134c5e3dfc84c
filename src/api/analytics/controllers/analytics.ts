import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validQuery } from '../../../plugins/contract/public';
import { presentOverview } from '../presenters/overview';
import { presentRevenue } from '../presenters/revenue';
import { periodQuerySchema } from '../validators';
import { analytics } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async overview(ctx: Context) {
    const { period } = validQuery(ctx, periodQuerySchema);
    respond(ctx, presentOverview(period, await analytics(strapi).overview.of(period)), {
      message: 'Analytics retrieved successfully',
    });
  },
  async revenue(ctx: Context) {
    const { period } = validQuery(ctx, periodQuerySchema);
    respond(ctx, presentRevenue(period, await analytics(strapi).revenue.of(period)), {
      message: 'Revenue analytics retrieved successfully',
    });
  },
});
