import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../contract/public';
import { presentPlan } from '../presenters/plan';
import { setPlansSchema } from '../validators';
import { billing } from '../../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const plans = () => billing(strapi).plans;
  return {
    async index(ctx: Context) {
      const page = pageRequestOf(ctx);
      const all = (await plans().active()).map(presentPlan);
      respondWithPage(ctx, all.slice(page.offset, page.offset + page.perPage), page, all.length, {
        message: 'Plans retrieved successfully',
      });
    },

    async show(ctx: Context) {
      respond(
        ctx,
        presentPlan(await plans().activeById(recordIdOrNotFound(ctx.params.id, 'Plan not found'))),
        { message: 'Plan retrieved successfully' },
      );
    },

    async set(ctx: Context) {
      const { plans: input } = validBody(ctx, setPlansSchema);
      const saved = await plans().upsert(input);
      respond(ctx, saved.map(presentPlan), { message: 'Plans set successfully' });
    },
  };
};
