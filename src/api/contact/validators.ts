import { z } from 'zod';
import { optionalString, requiredEmail, requiredString } from '../../plugins/contract/public';

export const CONTACT_STATES = ['unread', 'read', 'resolved'] as const;

/** POST /contacts (legacy-behaviour §3.11). */
export const contactSchema = z.object({
  name: requiredString('name', { max: 255 }),
  email: requiredEmail('email'),
  subject: optionalString('subject', { max: 255 }),
  message: requiredString('message', { max: 5000 }),
});
export type ContactInput = z.output<typeof contactSchema>;
