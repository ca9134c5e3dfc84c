import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { USER } from '../../plugins/accounts/public';
import { CONTACT } from './content-types/rows';

/** The contact form's messages. */
export const contactModule = defineModule({
  name: 'api/contact',
  contentTypes: { 'api::contact.contact-message': {} },
  panel,
  links: () => ({ [CONTACT]: { links: [{ field: 'user_id', label: 'User', target: USER }] } }),
});
