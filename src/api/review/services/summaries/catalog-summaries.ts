import type { Knex } from 'knex';
import { tableOf } from '../../../../plugins/contract/public';
import type { ReviewSummaries } from '../../../catalog/public';
import { REVIEW, REVIEWABLE } from '../../content-types/rows';

const TYPE_OF_COLLECTION = Object.fromEntries(
  Object.entries(REVIEWABLE).map(([type, collection]) => [collection, type]),
);

/**
 * What the catalog shows beside a reviewed record: the count and average of its approved, live
 * reviews (one query a page).
 */
export const reviewSummariesFromDb: ReviewSummaries = async (strapi, collection, ids) => {
  const type = TYPE_OF_COLLECTION[collection];
  const summaries = new Map<number, { count: number; rating: number | null }>();
  if (!type || ids.length === 0) return summaries;
  const rows = (await (strapi.db.connection as unknown as Knex)(tableOf(strapi, REVIEW))
    .where({ reviewable_type: type, state: 'approved' })
    .whereNull('deleted_at')
    .whereIn('reviewable_id', ids)
    .groupBy('reviewable_id')
    .select('reviewable_id')
    .count({ count: '*' })
    .avg({ rating: 'rating' })) as Array<{
    reviewable_id: number;
    count: number | string;
    rating: number | string;
  }>;
  for (const row of rows)
    summaries.set(Number(row.reviewable_id), {
      count: Number(row.count),
      rating: Math.round(Number(row.rating) * 10) / 10,
    });
  return summaries;
};
