/**
 * The review module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type authors from './services/authors';
import type moderation from './services/moderation';
import type reviewsService from './services/reviews';

export type ReviewServices = {
  readonly reviews: ReturnType<typeof reviewsService>;
  readonly moderation: ReturnType<typeof moderation>;
  readonly authors: ReturnType<typeof authors>;
};
/** `reviews(strapi).reviews.submit(…)`: the reviews module's services, typed. */
export const reviews = apiServices<ReviewServices>('review', {
  reviews: 'reviews',
  moderation: 'moderation',
  authors: 'authors',
});
