/** The surveys module's public entry point. */
export { SURVEY } from './content-types/rows';
export { type SurveyServices, surveys } from './accessor';
export { surveyModule } from './manifest';
