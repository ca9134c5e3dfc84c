import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';

/** The contact form's messages. */
export const contactModule = defineModule({
  name: 'api/contact',
  contentTypes: { 'api::contact.contact-message': {} },
  panel,
});
