import { z } from 'zod';
import { integerBetween, optionalString, required, typeSegment } from '../../plugins/contract/public';
import { REVIEWABLE, REVIEW_STATUSES, SUB_SCORES, type ReviewableType } from './content-types/rows';

const score = (field: string) => integerBetween(field, 1, 5);

/** POST /reviews/{type}/{id}: `rating` 1..5, `comment` ≤ 1000, optional sub-scores 1..5. */
export const submitReviewSchema = z.object({
  rating: required('rating', score('rating')),
  comment: optionalString('comment', { max: 1000 }),
  sub_scores: z
    .object(Object.fromEntries(SUB_SCORES.map((name) => [name, score(`sub_scores.${name}`).optional()])), {
      error: 'The sub scores must be an object.',
    })
    .nullish(),
});
export type SubmitReview = z.output<typeof submitReviewSchema>;

/** The moderation outcomes PUT /admin/reviews/{id} takes: what the approve and reject routes do. */
export const MODERATION_STATUSES = ['approved', 'rejected'] as const;

/** PUT /admin/reviews/{id} (CONTRACT §10): the legacy review form's `{status}`; anything else is 422. */
export const moderateReviewSchema = z.object({
  status: z.enum(MODERATION_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The status field is required.'
        : 'The selected status is invalid.',
  }),
});

export const REVIEWABLE_TYPES = Object.keys(REVIEWABLE) as Array<keyof typeof REVIEWABLE>;
export { REVIEW_STATUSES };

/**
 * `{type}` of the review and favourite routes: the morph alias, its plural, or the legacy morph
 * class (`App\Models\Hotel`), in any case; anything else is an unknown route (404).
 */
export const reviewableType = typeSegment(
  (Object.entries(REVIEWABLE) as Array<[ReviewableType, string]>).flatMap(([type, collection]) => [
    [type, type] as const,
    [collection, type] as const,
    [`App\\Models\\${type}`, type] as const,
  ]),
);
