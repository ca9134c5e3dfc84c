/** The contact form's module: messages to the team and their handling. */
import { apiServices } from '../../plugins/contract/public';
import type contactsService from './services/contacts';

export { CONTACT } from './content-types/rows';

export type ContactServices = { readonly contacts: ReturnType<typeof contactsService> };
/** `contacts(strapi).contacts.create(…)`: the contact module's services, typed. */
export const contacts = apiServices<ContactServices>('contact', { contacts: 'contacts' });
