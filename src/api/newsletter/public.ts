/** The newsletter module's public entry point. */
export { newsletterGuarantees } from './guarantees';
export { type NewsletterServices, newsletter } from './accessor';
export { newsletterModule } from './manifest';
