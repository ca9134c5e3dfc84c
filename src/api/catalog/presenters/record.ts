import { TRASH_COLUMN } from '../../../plugins/soft-delete/public';
import type { Row } from '../services/read/collection-spec';
import { iso } from './values';

type Answer = Record<string, unknown>;

/** A reviewed record with its approved reviews: how many, and their average (null without any). */
export const withReviewSummary = (
  item: Answer,
  summary: { count: number; rating: number | null } | undefined,
) => ({
  ...item,
  reviews_count: summary?.count ?? 0,
  reviews_rating: summary?.rating ?? null,
});

/** A record as an admin sees it: also whether, and since when, it is in the trash. */
export const withDeletedAt = (item: Answer, row: Row) => ({ ...item, deleted_at: iso(row[TRASH_COLUMN]) });
