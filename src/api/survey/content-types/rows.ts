/**
 * What the surveys module stores: the content type's UID and its row as the query engine returns
 * it. (Strapi loads only the folders of `content-types/`.)
 */
export const SURVEY = 'api::survey.survey';

export type SurveyRow = {
  id: number;
  user_id: number;
  travel_style: string;
  budget_level: string;
  interests: string[] | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};
