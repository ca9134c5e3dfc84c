import type { Row } from '../services/read/collection-spec';
import { REVIEW_AVERAGE_COLUMN, REVIEW_COUNT_COLUMN } from '../services/read/review-summaries';

type Answer = Record<string, unknown>;

/**
 * A reviewed record with its approved reviews, as the page query read them beside its row: how
 * many, and their average to one decimal (null without any).
 */
export const withReviewSummary = (item: Answer, row: Row) => {
  const count = Number(row[REVIEW_COUNT_COLUMN] ?? 0);
  const average = row[REVIEW_AVERAGE_COLUMN];
  return {
    ...item,
    reviews_count: count,
    reviews_rating: count > 0 && average !== null ? Math.round(Number(average) * 10) / 10 : null,
  };
};
