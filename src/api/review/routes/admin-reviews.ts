import { TRASHED_PARAM } from '../../../plugins/soft-delete/public';
import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  RECORD_ID_SCHEMA,
  ref,
} from '../../../plugins/contract/public';
import { moderateReviewSchema, REVIEW_STATUSES, REVIEWABLE_TYPES } from '../validators';

const one = (description: string) => ({ description, data: ref('AdminReview') });
const review = { id: 'Review id' };

/** Moderation of every review: holders of `manage reviews`. */
const group = {
  tag: 'Admin: reviews',
  access: { permission: 'manage reviews' },
  throttle: 'api',
  controller: 'api::review.admin-reviews',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/admin/reviews',
    action: 'index',
    doc: {
      summary: 'Every review, trashed ones on request',
      parameters: [
        ...pageParams,
        queryParam('status', 'Only this status', { enum: [...REVIEW_STATUSES] }),
        queryParam('reviewable_type', 'Only reviews of this kind', { enum: [...REVIEWABLE_TYPES] }),
        queryParam('user_id', 'Only this author', RECORD_ID_SCHEMA),
        TRASHED_PARAM,
      ],
      ok: {
        description: 'One page, newest first',
        data: { type: 'array', items: ref('AdminReview') },
        meta: listMeta,
      },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/reviews/:id/approve',
    action: 'approve',
    doc: {
      summary: 'Publish a review',
      description:
        'Any status to approved (no guard, legacy §4.3); the author is told (notification and e-mail).',
      params: review,
      ok: one('The review'),
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/reviews/:id/reject',
    action: 'reject',
    doc: {
      summary: 'Refuse a review',
      description: 'Any status to rejected; the author is told.',
      params: review,
      ok: one('The review'),
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'PUT',
    path: '/admin/reviews/:id',
    action: 'update',
    doc: {
      summary: 'Approve or reject a review by its status',
      description:
        'What the legacy review form sends (CONTRACT §10): `approved` does exactly what the approve route does, `rejected` what the reject route does — same answer, the author told once. Any other status, or none, is 422 on `status`; an unknown or trashed review 404.',
      params: review,
      body: moderateReviewSchema,
      ok: one('The review'),
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/reviews/:id/restore',
    action: 'restore',
    doc: {
      summary: 'Take a review out of the trash',
      params: review,
      ok: one('The review'),
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'DELETE',
    path: '/admin/reviews/:id',
    action: 'remove',
    doc: {
      summary: 'Trash a review',
      params: review,
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
