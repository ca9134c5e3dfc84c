import {
  defineRoutes,
  listMeta,
  pageParams,
  ref,
  type ParamDoc,
  type RouteDeclaration,
} from '../../../plugins/contract/public';
import { submitReviewSchema } from '../validators';

const TYPES =
  '`hotel(s)`, `restaurant(s)`, `attraction(s)`, `destination(s)`, `flight(s)` (any case, or the legacy morph class); anything else 404';
const typeParam = {
  description: `What is reviewed: ${TYPES}`,
  schema: { type: 'string', examples: ['hotel', 'hotels', 'App\\Models\\Hotel'] },
};
const recordPage = (description: string) => ({
  description,
  data: ref('RecordReviews'),
  meta: listMeta,
});

const publicRead = (
  path: string,
  action: string,
  params: Record<string, ParamDoc>,
  deprecated = false,
): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: `api::review.reviews.${action}`,
  access: 'public',
  throttle: 'catalog',
  deprecated,
  doc: {
    tag: 'Reviews',
    summary: 'Approved reviews of a record, with their summary',
    description:
      'Public; with a token, the caller\'s own review awaiting moderation is listed first and in `user_review` (nobody else sees it). `summary` covers every approved review: average `rating`, `total_reviews`, `distribution` "5".."1" with counts and whole percentages adding up to 100 (largest remainder), `sub_scores` averaged over the reviews that gave them (null when none did). `reviews` is paginated (headers and `meta.pagination`).',
    params,
    parameters: pageParams,
    ok: recordPage('The summary, one page of reviews, the caller’s own'),
    errors: ['404', '422'],
  },
});

const mine = (path: string, deprecated: boolean): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: 'api::review.reviews.mine',
  access: 'verified',
  throttle: 'api',
  deprecated,
  doc: {
    tag: 'Reviews',
    summary: "The caller's reviews, newest first",
    description: 'Every status; paginated.',
    parameters: pageParams,
    ok: { description: 'One page', data: { type: 'array', items: ref('Review') }, meta: listMeta },
    errors: ['401', '403', '422'],
  },
});

export default defineRoutes([
  {
    method: 'POST',
    path: '/reviews/:type/:id',
    handler: 'api::review.reviews.submit',
    access: 'verified',
    throttle: 'api',
    doc: {
      tag: 'Reviews',
      summary: 'Review a catalog record (one review per user and record)',
      description: `{type}: ${TYPES}. The first review is 201; sending again replaces it (200) and sends it back to moderation (\`pending\`); a deleted review comes back the same way (201). \`sub_scores\` (cleanliness, safety, staff, amenities, location; 1..5) are optional. A missing or deleted record: 404.`,
      params: { type: typeParam, id: 'The record id' },
      body: submitReviewSchema,
      ok: { status: '201', description: 'The review (status pending)', data: ref('Review') },
      errors: ['401', '403', '404', '422'],
    },
  },
  publicRead('/reviews/:type/:id', 'index', { type: typeParam, id: 'The record id' }),
  publicRead('/hotels/:hotel/reviews', 'hotel', { hotel: 'Hotel id' }),
  publicRead('/v1/hotels/:hotel/reviews', 'hotel', { hotel: 'Hotel id' }),
  mine('/me/reviews', false),
  mine('/reviews/my', false),
  {
    method: 'DELETE',
    path: '/reviews/:id',
    handler: 'api::review.reviews.remove',
    access: 'verified',
    throttle: 'api',
    doc: {
      tag: 'Reviews',
      summary: 'Delete a review (soft)',
      description:
        "Its author, or a holder of `manage reviews`. Someone else's published review: 403; someone else's unpublished one, or a missing one: 404.",
      params: { id: 'Review id' },
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
