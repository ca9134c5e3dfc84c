/**
 * The reviews module's public entry point: reviews of catalog records, their moderation, the
 * summaries the catalog shows, and the events that tell authors.
 */
import { apiServices } from '../../plugins/contract/public';
import type authors from './services/authors';
import type moderation from './services/moderation';
import type reviewsService from './services/reviews';

export { reviewGuarantees } from './guarantees';
export { reviewSchemas } from './routes/docs/schemas';
export { subscribeReviewEvents } from './services/events/review-events';
export { reviewSummariesFromDb } from './services/summaries/catalog-summaries';
export { REVIEW, REVIEWABLE, type ReviewableType } from './content-types/rows';
export { reviewableType } from './validators';

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
