/**
 * The contact module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type contactsService from './services/contacts';

export type ContactServices = { readonly contacts: ReturnType<typeof contactsService> };
/** `contacts(strapi).contacts.create(…)`: the contact module's services, typed. */
export const contacts = apiServices<ContactServices>('contact', { contacts: 'contacts' });
