import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  RECORD_ID_SCHEMA,
  ref,
  type RouteDeclaration,
} from '../../../plugins/contract/public';
import { REVIEW_STATUSES, REVIEWABLE_TYPES } from '../validators';

type Declared = Omit<RouteDeclaration, 'access' | 'throttle' | 'doc' | 'handler'> & {
  action: string;
  doc: Omit<Extract<RouteDeclaration, { doc: unknown }>['doc'], 'tag' | 'params'>;
};
const declare = ({ action, doc, ...route }: Declared): RouteDeclaration => ({
  ...route,
  handler: `api::review.admin-reviews.${action}`,
  access: { permission: 'manage reviews' },
  throttle: 'api',
  doc: {
    tag: 'Admin: reviews',
    ...(route.path.includes(':id') ? { params: { id: 'Review id' } } : {}),
    ...doc,
  },
});
const one = (description: string) => ({ description, data: ref('AdminReview') });

export default defineRoutes([
  declare({
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
        queryParam('trashed', '`1`/`with`: live and trashed; `only`: trashed only; absent: live only', {
          enum: ['0', '1', 'true', 'false', 'with', 'only', 'without'],
        }),
      ],
      ok: {
        description: 'One page, newest first',
        data: { type: 'array', items: ref('AdminReview') },
        meta: listMeta,
      },
      errors: ['401', '403', '422'],
    },
  }),
  declare({
    method: 'PATCH',
    path: '/admin/reviews/:id/approve',
    action: 'approve',
    doc: {
      summary: 'Publish a review',
      description:
        'Any status to approved (no guard, legacy §4.3); the author is told (notification and e-mail).',
      ok: one('The review'),
      errors: ['401', '403', '404'],
    },
  }),
  declare({
    method: 'PATCH',
    path: '/admin/reviews/:id/reject',
    action: 'reject',
    doc: {
      summary: 'Refuse a review',
      description: 'Any status to rejected; the author is told.',
      ok: one('The review'),
      errors: ['401', '403', '404'],
    },
  }),
  declare({
    method: 'PATCH',
    path: '/admin/reviews/:id/restore',
    action: 'restore',
    doc: { summary: 'Take a review out of the trash', ok: one('The review'), errors: ['401', '403', '404'] },
  }),
  declare({
    method: 'DELETE',
    path: '/admin/reviews/:id',
    action: 'remove',
    doc: {
      summary: 'Trash a review',
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  }),
]);
