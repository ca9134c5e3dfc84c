import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { accountLink } from '../../plugins/accounts/public';
import { CONTACT } from './content-types/rows';

/** The contact form's messages. */
export const contactModule = defineModule({
  name: 'api/contact',
  contentTypes: { 'api::contact.contact-message': {} },
  panel,
  links: () => ({ [CONTACT]: { links: [accountLink()] } }),
});
