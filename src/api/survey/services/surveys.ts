import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../plugins/contract/public';
import { findPage } from '../../../plugins/platform/public';
import { LIVE, softDelete } from '../../../plugins/soft-delete/public';
import { SURVEY, type SurveyRow } from '../content-types/rows';
import type { SurveyInput } from '../validators';

const NOT_FOUND = 'Survey not found';

/** A traveller's own surveys; someone else's does not exist for them (404). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SURVEY);

  return {
    list: (userId: number, page: { page: number; perPage: number }) =>
      findPage<SurveyRow>(rows(), {
        where: { user_id: userId, ...LIVE },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      }),

    async own(userId: number, id: number): Promise<SurveyRow> {
      const survey = (await rows().findOne({ where: { id, user_id: userId, ...LIVE } })) as SurveyRow | null;
      if (!survey) throw new NotFoundError(NOT_FOUND);
      return survey;
    },

    async create(userId: number, input: SurveyInput) {
      return (await rows().create({ data: { ...input, user_id: userId } })) as SurveyRow;
    },

    async update(userId: number, id: number, input: SurveyInput) {
      await this.own(userId, id);
      return (await rows().update({ where: { id }, data: input })) as SurveyRow;
    },

    async remove(userId: number, id: number) {
      await this.own(userId, id);
      if (!(await softDelete(strapi).trash.trash(SURVEY, id))) throw new NotFoundError(NOT_FOUND);
    },
  };
};
