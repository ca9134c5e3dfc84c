import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { accountLink } from '../../plugins/accounts/public';
import { SURVEY } from './content-types/rows';

/** The surveys module: a traveller's own surveys, kept in the trash when deleted. */
export const surveyModule = defineModule({
  name: 'api/survey',
  panel,
  contentTypes: { 'api::survey.survey': { softDelete: true } },
  links: () => ({ [SURVEY]: { links: [accountLink()] } }),
});
