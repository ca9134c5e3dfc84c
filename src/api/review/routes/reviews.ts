import { defineRoutes, listMeta, pageParams, ref, type ParamDoc } from '../../../plugins/contract/public';
import { submitReviewSchema } from '../validators';

const TYPES =
  '`hotel(s)`, `restaurant(s)`, `attraction(s)`, `destination(s)`, `flight(s)` (any case, or the legacy morph class); anything else 404';
const typeParam = {
  description: `What is reviewed: ${TYPES}`,
  schema: { type: 'string', examples: ['hotel', 'hotels', 'App\\Models\\Hotel'] },
};

/** The doc of a record's public reviews, under either of its paths. */
const recordReviewsDoc = (params: Record<string, ParamDoc>) => ({
  summary: 'Approved reviews of a record, with their summary',
  description:
    'Public; with a token, the caller\'s own review awaiting moderation is listed first and in `user_review` (nobody else sees it). `summary` covers every approved review: average `rating`, `total_reviews`, `distribution` "5".."1" with counts and whole percentages adding up to 100 (largest remainder), `sub_scores` averaged over the reviews that gave them (null when none did). `reviews` is paginated (headers and `meta.pagination`).',
  params,
  parameters: pageParams,
  ok: {
    description: 'The summary, one page of reviews, the caller’s own',
    data: ref('RecordReviews'),
    meta: listMeta,
  },
  errors: ['404', '422'],
});

/** Reviews of catalog records: a verified author writes, anyone reads the approved ones. */
const group = {
  tag: 'Reviews',
  access: 'verified',
  throttle: 'api',
  controller: 'api::review.reviews',
} as const;

export default defineRoutes(group, [
  {
    method: 'POST',
    path: '/reviews/:type/:id',
    action: 'submit',
    doc: {
      summary: 'Review a catalog record (one review per user and record)',
      description: `{type}: ${TYPES}. The first review is 201; sending again replaces it (200) and sends it back to moderation (\`pending\`); a deleted review comes back the same way (201). \`sub_scores\` (cleanliness, safety, staff, amenities, location; 1..5) are optional. A missing or deleted record: 404.`,
      params: { type: typeParam, id: 'The record id' },
      body: submitReviewSchema,
      ok: { status: '201', description: 'The review (status pending)', data: ref('Review') },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'GET',
    path: '/reviews/:type/:id',
    action: 'index',
    access: 'public',
    throttle: 'catalog',
    doc: recordReviewsDoc({ type: typeParam, id: 'The record id' }),
  },
  {
    method: 'GET',
    path: '/hotels/:hotel/reviews',
    action: 'hotel',
    access: 'public',
    throttle: 'catalog',
    aliases: ['/v1/hotels/:hotel/reviews'],
    doc: recordReviewsDoc({ hotel: 'Hotel id' }),
  },
  {
    method: 'GET',
    path: '/me/reviews',
    action: 'mine',
    aliases: ['/reviews/my'],
    doc: {
      summary: "The caller's reviews, newest first",
      description: 'Every status; paginated.',
      parameters: pageParams,
      ok: { description: 'One page', data: { type: 'array', items: ref('Review') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'DELETE',
    path: '/reviews/:id',
    action: 'remove',
    doc: {
      summary: 'Delete a review (soft)',
      description:
        "Its author, or a holder of `manage reviews`. Someone else's published review: 403; someone else's unpublished one, or a missing one: 404.",
      params: { id: 'Review id' },
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
