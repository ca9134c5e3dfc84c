import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  respond,
  recordIdOrNotFound,
  readPageRequest,
  respondWithPage,
  QueryReader,
  validBody,
} from '../../../contract/public';
import { presentPlan } from '../presenters/plan';
import { setPlansSchema } from '../validators';
import { billing } from '../../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const plans = () => billing(strapi).plans;
  return {
    async index(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      reader.assertValid();
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
