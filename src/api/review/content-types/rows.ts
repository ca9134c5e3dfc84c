import type { Trashable } from '../../../plugins/soft-delete/public';
/**
 * What the reviews module stores: the content type's UID, its row as the query engine returns it,
 * and the values its columns take. (Strapi loads only the folders of `content-types/`.)
 */
export const REVIEW = 'api::review.review';
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const SUB_SCORES = ['cleanliness', 'safety', 'staff', 'amenities', 'location'] as const;

/** What can be reviewed, by its morph name, with the catalog collection that holds it. */
export const REVIEWABLE = {
  hotel: 'hotels',
  restaurant: 'restaurants',
  attraction: 'attractions',
  destination: 'destinations',
  flight: 'flights',
} as const;
export type ReviewableType = keyof typeof REVIEWABLE;

export type ReviewRow = {
  id: number;
  user_id: number;
  reviewable_type: ReviewableType;
  reviewable_id: number;
  rating: number;
  comment: string | null;
  sub_scores: Partial<Record<(typeof SUB_SCORES)[number], number>> | null;
  /** `status` in the API: Strapi 5 reserves `status` as an attribute name (draft and publish). */
  state: ReviewStatus;
  createdAt: string | Date;
  updatedAt: string | Date;
} & Trashable;

export const REVIEW_NOT_FOUND = 'Review not found';
