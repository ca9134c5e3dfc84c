/**
 * The reviews module's public entry point: reviews of catalog records, their moderation, the
 * summaries the catalog shows, and the events that tell authors.
 */
export { reviewGuarantees } from './guarantees';
export { reviewSchemas } from './routes/docs/schemas';
export { subscribeReviewEvents } from './services/events/review-events';
export { reviewSummariesFromDb } from './services/summaries/catalog-summaries';
export { REVIEW, REVIEWABLE, type ReviewableType } from './content-types/rows';
export { reviewableType } from './validators';
export { type ReviewServices, reviews } from './accessor';
export { reviewModule } from './manifest';
