import type { ReviewRow } from './types';

export type Author = { id: number; name: string | null; avatar: string | null };

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

const UNITS: Array<[string, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", as the legacy list said it (`just now` under a minute). */
export const timeAgo = (value: string | Date, now = Date.now()) => {
  const seconds = Math.max(0, Math.floor((now - new Date(value).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count > 1 ? 's' : ''} ago`;
  }
  return 'just now';
};

/** A review as its author or an admin sees it (legacy §3.7 Review). */
export const presentReview = (review: ReviewRow, author?: Author | null) => ({
  id: review.id,
  user_id: review.user_id,
  reviewable_type: review.reviewable_type,
  reviewable_id: review.reviewable_id,
  rating: review.rating,
  comment: review.comment,
  sub_scores: review.sub_scores ?? {},
  status: review.state,
  ...(author !== undefined ? { user: author } : {}),
  created_at: iso(review.createdAt),
  updated_at: iso(review.updatedAt),
});

/** A row of GET /reviews/{type}/{id}. */
export const presentListed = (review: ReviewRow, author: Author | null, now = Date.now()) => ({
  id: review.id,
  user_id: review.user_id,
  user_name: author?.name ?? null,
  user_avatar: author?.avatar ?? null,
  rating: review.rating,
  comment: review.comment,
  sub_scores: review.sub_scores ?? {},
  status: review.state,
  is_pending: review.state === 'pending',
  created_at: iso(review.createdAt),
  time_ago: timeAgo(review.createdAt, now),
});

export const presentOwn = (review: ReviewRow) => ({
  id: review.id,
  rating: review.rating,
  comment: review.comment,
  status: review.state,
  is_pending: review.state === 'pending',
});
