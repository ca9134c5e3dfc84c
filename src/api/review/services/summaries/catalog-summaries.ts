import { scopeTrash } from '../../../../plugins/soft-delete/public';
import { tableOf } from '../../../../plugins/platform/public';
import type { ReviewSummaries } from '../../../catalog/public';
import { REVIEW, REVIEWABLE } from '../../content-types/rows';

const TYPE_OF_COLLECTION = Object.fromEntries(
  Object.entries(REVIEWABLE).map(([type, collection]) => [collection, type]),
);

/**
 * What the catalog shows beside a reviewed record: the count and average of its approved, live
 * reviews, as subqueries of the catalog's page query (index `reviews_record_status_idx`).
 */
export const reviewSummariesFromDb: ReviewSummaries = (strapi, knex, collection, recordId) => {
  const type = TYPE_OF_COLLECTION[collection];
  if (!type) return null;
  const approved = () =>
    scopeTrash(
      knex(`${tableOf(strapi, REVIEW)} as rv`)
        .where({ 'rv.reviewable_type': type, 'rv.state': 'approved' })
        .where('rv.reviewable_id', knex.ref(recordId)),
      'live',
      'rv',
    );
  return { count: approved().count('*'), rating: approved().avg('rv.rating') };
};
