import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { approvedReviewCount, catalogRecordLink, reviewSummaries } from '../catalog/public';
import { reviews } from './accessor';
import { reviewGuarantees } from './guarantees';
import { reviewSchemas } from './routes/docs/schemas';
import { subscribeReviewEvents } from './services/events/review-events';
import { reviewSummariesFromDb } from './services/summaries/catalog-summaries';
import { accountLink } from '../../plugins/accounts/public';
import { REVIEW } from './content-types/rows';

/** The reviews module: reviews and their moderation; the catalog shows their summaries. */
export const reviewModule = defineModule({
  name: 'api/review',
  panel,
  contentTypes: { 'api::review.review': { softDelete: true } },
  links: () => ({
    [REVIEW]: {
      links: [accountLink(), catalogRecordLink('reviewable_id', 'reviewable_type', 'Reviewed record')],
    },
  }),
  guarantees: reviewGuarantees,
  schemas: reviewSchemas,
  register(strapi) {
    // The catalog shows each record's approved reviews.
    reviewSummaries.provide(strapi, reviewSummariesFromDb);
    approvedReviewCount.provide(strapi, (instance) => reviews(instance).reviews.approvedCount());
  },
  bootstrap(strapi) {
    subscribeReviewEvents(strapi);
  },
});
