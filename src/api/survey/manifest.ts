import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { USER } from '../../plugins/accounts/public';
import { SURVEY } from './content-types/rows';

/** The surveys module: a traveller's own surveys, kept in the trash when deleted. */
export const surveyModule = defineModule({
  name: 'api/survey',
  panel,
  contentTypes: { 'api::survey.survey': { softDelete: true } },
  links: () => ({ [SURVEY]: { links: [{ field: 'user_id', label: 'User', target: USER }] } }),
});
