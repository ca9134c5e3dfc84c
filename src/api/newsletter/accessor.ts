/**
 * The newsletter module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type subscribers from './services/subscribers';

export type NewsletterServices = { readonly subscribers: ReturnType<typeof subscribers> };
/** `newsletter(strapi).subscribers.subscribe(…)`: the newsletter module's services, typed. */
export const newsletter = apiServices<NewsletterServices>('newsletter', { subscribers: 'subscribers' });
