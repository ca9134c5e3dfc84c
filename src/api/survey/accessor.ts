/**
 * The survey module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type surveysService from './services/surveys';

export type SurveyServices = { readonly surveys: ReturnType<typeof surveysService> };
/** `surveys(strapi).surveys.own(…)`: the surveys module's services, typed. */
export const surveys = apiServices<SurveyServices>('survey', { surveys: 'surveys' });
