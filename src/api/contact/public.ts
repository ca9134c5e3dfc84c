/** The contact form's module: messages to the team and their handling. */
export { CONTACT } from './content-types/rows';
export { type ContactServices, contacts } from './accessor';
export { contactModule } from './manifest';
