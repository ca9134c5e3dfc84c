import { withTrashedAt } from '../../../plugins/soft-delete/public';
import type { ReviewRow } from '../content-types/rows';
import type { Author } from '../services/authors';
import { timeAgo } from './time-ago';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** Stored as `state` (Strapi 5 reserves `status` as an attribute name), answered as `status`. */
const status = (review: ReviewRow) => ({ status: review.state });

/** A review as its author sees it (legacy §3.7 Review); with its author for an admin. */
export const presentReview = (review: ReviewRow, author?: Author | null) => ({
  id: review.id,
  user_id: review.user_id,
  reviewable_type: review.reviewable_type,
  reviewable_id: review.reviewable_id,
  rating: review.rating,
  comment: review.comment,
  sub_scores: review.sub_scores ?? {},
  ...status(review),
  ...(author !== undefined ? { user: author } : {}),
  created_at: iso(review.createdAt),
  updated_at: iso(review.updatedAt),
});

/** A review of /api/admin/reviews: with its author and when it was trashed. */
export const presentAdminReview = (review: ReviewRow, author: Author | null) =>
  withTrashedAt(presentReview(review, author), review);

/** A row of GET /reviews/{type}/{id}. */
export const presentListed = (review: ReviewRow, author: Author | null, now = Date.now()) => ({
  id: review.id,
  user_id: review.user_id,
  user_name: author?.name ?? null,
  user_avatar: author?.avatar ?? null,
  rating: review.rating,
  comment: review.comment,
  sub_scores: review.sub_scores ?? {},
  ...status(review),
  is_pending: review.state === 'pending',
  created_at: iso(review.createdAt),
  time_ago: timeAgo(review.createdAt, now),
});

/** The caller's own review of a record (`user_review`). */
export const presentOwn = (review: ReviewRow) => ({
  id: review.id,
  rating: review.rating,
  comment: review.comment,
  ...status(review),
  is_pending: review.state === 'pending',
});
