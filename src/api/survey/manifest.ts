import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';

/** The surveys module: a traveller's own surveys, kept in the trash when deleted. */
export const surveyModule = defineModule({
  name: 'api/survey',
  panel,
  contentTypes: { 'api::survey.survey': { softDelete: true } },
});
