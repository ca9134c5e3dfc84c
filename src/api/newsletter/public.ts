/** The newsletter module's public entry point. */
import { apiServices } from '../../plugins/contract/public';
import type subscribers from './services/subscribers';

export { newsletterGuarantees } from './guarantees';

export type NewsletterServices = { readonly subscribers: ReturnType<typeof subscribers> };
/** `newsletter(strapi).subscribers.subscribe(…)`: the newsletter module's services, typed. */
export const newsletter = apiServices<NewsletterServices>('newsletter', { subscribers: 'subscribers' });
