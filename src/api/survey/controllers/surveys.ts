import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { presentSurvey } from '../presenters/surveys';
import { surveyPatchSchema, surveySchema } from '../validators';
import { surveys } from '../accessor';

const idOf = (ctx: Context) => recordIdOrNotFound(ctx.params.survey, 'Survey not found');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => surveys(strapi).surveys;
  return {
    async index(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await service().list(ctx.state.principal.id, page);
      respondWithPage(ctx, items.map(presentSurvey), page, total, {
        message: 'Surveys retrieved successfully',
      });
    },
    async create(ctx: Context) {
      const survey = await service().create(ctx.state.principal.id, validBody(ctx, surveySchema));
      respond(ctx, presentSurvey(survey), { status: 201, message: 'Survey created successfully' });
    },
    async show(ctx: Context) {
      respond(ctx, presentSurvey(await service().own(ctx.state.principal.id, idOf(ctx))), {
        message: 'Survey retrieved successfully',
      });
    },
    async update(ctx: Context) {
      const schema = ctx.method === 'PATCH' ? surveyPatchSchema : surveySchema;
      const survey = await service().update(ctx.state.principal.id, idOf(ctx), validBody(ctx, schema));
      respond(ctx, presentSurvey(survey), { message: 'Survey updated successfully' });
    },
    async remove(ctx: Context) {
      await service().remove(ctx.state.principal.id, idOf(ctx));
      respond(ctx, null, { message: 'Survey deleted successfully' });
    },
  };
};
