import type { ContactInput } from '../validators';

/**
 * What the contact module stores: the content type's UID and its row as the query engine returns
 * it. (Strapi loads only the folders of `content-types/`.)
 */
export const CONTACT = 'api::contact.contact-message';
export type ContactState = 'unread' | 'read' | 'resolved';
export type ContactRow = ContactInput & {
  id: number;
  /** `status` in the API: Strapi 5 reserves `status` as an attribute name. */
  state: ContactState;
  user_id: number | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};
