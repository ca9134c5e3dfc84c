import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonBody } from '../../../contract/server/http/body';
import { respond } from '../../../contract/server/http/envelope';
import { recordIdOrNotFound } from '../../../contract/server/http/record-id';
import { validate } from '../../../contract/server/http/validate';
import { readPageRequest } from '../../../contract/server/pagination/page-request';
import { respondWithPage } from '../../../contract/server/pagination/page-response';
import { QueryReader } from '../../../contract/server/query/query-reader';
import { presentPlan } from '../services/plans';
import { setPlansSchema } from '../validators';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const plans = () => strapi.plugin('billing').service('plans');
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
      const { plans: input } = validate(setPlansSchema, jsonBody(ctx));
      const saved = await plans().upsert(input);
      respond(ctx, saved.map(presentPlan), { message: 'Plans set successfully' });
    },
  };
};
