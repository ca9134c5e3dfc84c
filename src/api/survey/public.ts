/** The surveys module's public entry point. */
import { apiServices } from '../../plugins/contract/public';
import type surveysService from './services/surveys';

export { SURVEY } from './content-types/rows';

export type SurveyServices = { readonly surveys: ReturnType<typeof surveysService> };
/** `surveys(strapi).surveys.own(…)`: the surveys module's services, typed. */
export const surveys = apiServices<SurveyServices>('survey', { surveys: 'surveys' });
